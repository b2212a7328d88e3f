import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REVIEW_GATEWAY, type ExceptionQuery, type ReviewGateway } from '../../application/ports/review-gateway';
import { useService } from '../../../../ui/services/service-context';
import { MANAGE_KEY } from './use-manage-mutation';

/** One page of the findings the server computes from the data. */
export function useExceptions(query: ExceptionQuery) {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useQuery({ queryKey: [MANAGE_KEY, 'exceptions', query], queryFn: () => review.exceptions(query), placeholderData: keepPreviousData });
}
