import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { INVOICES_GATEWAY, type InvoiceQuery, type InvoicesGateway } from '../../application/ports/invoices-gateway';

const INVOICES_KEY = 'commerce-invoices';

function useInvoicesGateway() {
  return useService<InvoicesGateway>(INVOICES_GATEWAY);
}

export function useInvoices(query: InvoiceQuery) {
  const invoices = useInvoicesGateway();
  return useQuery({ queryKey: [INVOICES_KEY, 'list', query], queryFn: () => invoices.list(query), placeholderData: keepPreviousData });
}

/** The invoice's PDF bytes, fetched when the viewer opens it and kept while it is open. */
export function useInvoicePdf(id: string | undefined) {
  const invoices = useInvoicesGateway();
  return useQuery({ queryKey: [INVOICES_KEY, 'pdf', id], queryFn: () => invoices.pdf(id!), enabled: id !== undefined, staleTime: Infinity });
}
