import { useTranslation } from '@mall/client/lib/use-translation';
import type { Shipment } from '@mall/contract';
import { useState } from 'react';
import { ApiError } from '../lib/api-client';
import { clientHooks } from '../lib/client-hooks';
import { RECEIPT_HANDLED_CODES, useCreateReceipt } from './create-receipt';
import { initialReceipt, needsReason, type ReceiveLineState, receiptLines } from './receipt-form';

const RECEIPT_REFUSALS: readonly number[] = RECEIPT_HANDLED_CODES;

/**
 * The receiving form of every site, by the rules of receipt-form.ts: every line starts as received
 * in full; a missing reason is named once the buyer tries to confirm; a refusal the server names
 * stays on the form with every quantity kept. `submit` asks `confirm` (the site's dialog) before
 * sending and answers true once the receipt is recorded.
 */
export function useReceiptForm(shipment: Shipment) {
  const { t } = useTranslation();
  const receiving = useCreateReceipt();
  const [lines, setLines] = useState<ReceiveLineState[]>(() => initialReceipt(shipment));
  const [showErrors, setShowErrors] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = (next: ReceiveLineState) =>
    setLines((current) => current.map((line) => (line.lineId === next.lineId ? next : line)));

  const submit = async (confirm: () => Promise<boolean>): Promise<boolean> => {
    setShowErrors(true);
    setRefusal(null);
    if (lines.some(needsReason) || !(await confirm())) return false;
    try {
      await receiving.mutateAsync({ shipmentId: shipment.id, lines: receiptLines(lines) });
    } catch (error) {
      // The other refusals were told by the API client.
      if (error instanceof ApiError && RECEIPT_REFUSALS.includes(error.code ?? 0)) setRefusal(error.message);
      return false;
    }
    clientHooks().onSuccess(t('warehouse.recorded'));
    return true;
  };

  return { lines, change, showErrors, refusal, busy: receiving.isPending, submit };
}
