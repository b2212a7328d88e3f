import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JOBS_GATEWAY, type JobsGateway } from '../../application/ports/jobs-gateway';
import { useService } from '../services/service-context';

const FAILED_JOBS = ['jobs', 'dead'] as const;

export function useFailedJobs() {
  const jobs = useService<JobsGateway>(JOBS_GATEWAY);
  return useQuery({ queryKey: FAILED_JOBS, queryFn: () => jobs.failedJobs() });
}

/** A retried job leaves the dead letters: the list is read again whether the retry worked or someone was first. */
export function useRetryJob() {
  const jobs = useService<JobsGateway>(JOBS_GATEWAY);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => jobs.retry(id),
    onSettled: () => client.invalidateQueries({ queryKey: FAILED_JOBS }),
  });
}
