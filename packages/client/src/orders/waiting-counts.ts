import { useTranslation } from '@mall/client/lib/use-translation';
import { useProformaInvoices } from './get-proforma-invoices';
import { useShipments } from './get-shipments';

export interface Waiting {
  count: number;
  /** The count in words ("2 to confirm"). */
  label: string;
}

/**
 * What waits for the buyer, from the lists of documents, under the workstation's name of the list
 * it waits in: invoices to confirm, shipped goods to receive.
 */
export function useWaiting(): Partial<Record<string, Waiting>> {
  const { t } = useTranslation();
  const invoices = useProformaInvoices();
  const shipments = useShipments();
  const toConfirm = invoices.data?.list.filter((pi) => pi.status === 'issued').length ?? 0;
  const toReceive = shipments.data?.list.filter((s) => s.status === 'shipped').length ?? 0;
  return {
    proformaInvoices: { count: toConfirm, label: t('workstation.badge.toConfirm', { count: toConfirm }) },
    warehouse: { count: toReceive, label: t('workstation.badge.toReceive', { count: toReceive }) },
  };
}
