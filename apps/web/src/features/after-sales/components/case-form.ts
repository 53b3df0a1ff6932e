import { useOpenAfterSalesCase } from '@mall/client/after-sales/after-sales-actions';
import { useUnitName } from '@mall/client/rfq/get-units';
import type {
  AfterSalesClaimable,
  AfterSalesCreateBody,
  AfterSalesDetail,
  AfterSalesType,
  UploadedFile,
} from '@mall/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ClaimableLine = AfterSalesClaimable['list'][number];

/** A shipment line is named by its shipment and its order line together: one order line may come in several shipments. */
export const lineKey = (line: Pick<ClaimableLine, 'shipment_id' | 'line_id'>) => `${line.shipment_id}-${line.line_id}`;

export interface CaseDraft {
  /** The chosen line's key, or '' before one is chosen. */
  line: string;
  type: AfterSalesType | '';
  quantity: string;
  reason: string;
  requested_resolution: string;
  files: UploadedFile[];
}

export type CaseField = 'line' | 'type' | 'quantity' | 'reason';

/** Goods refused at the receipt are most often to be sent again: what a buyer asks for first. */
const typeFor = (line: ClaimableLine | undefined): AfterSalesType | '' =>
  line && line.rejected > 0 ? 'replacement' : '';

/** Every field's message, whether shown yet or not; the quantity is held to what is left to claim of the line. */
export function caseErrors(
  draft: CaseDraft,
  line: ClaimableLine | undefined,
  t: TFunction,
  unitName: (code: string) => string,
): Partial<Record<CaseField, string>> {
  const errors: Partial<Record<CaseField, string>> = {};
  if (!line) errors.line = t('afterSales.errors.line');
  if (!draft.type) errors.type = t('afterSales.errors.type');
  const quantity = draft.quantity.trim();
  if (!/^[1-9]\d*$/.test(quantity)) errors.quantity = t('afterSales.errors.quantity');
  else if (line && Number(quantity) > line.claimable) {
    errors.quantity = t('afterSales.fields.quantityHint', { count: line.claimable, unit: unitName(line.unit) });
  }
  if (!draft.reason.trim()) errors.reason = t('afterSales.errors.reason');
  return errors;
}

/** The JSON the server takes for a new case. */
export function caseBody(draft: CaseDraft, line: ClaimableLine): AfterSalesCreateBody {
  return {
    shipment_id: line.shipment_id,
    line_id: line.line_id,
    type: draft.type as AfterSalesType,
    quantity: Number(draft.quantity.trim()),
    reason: draft.reason.trim(),
    requested_resolution: draft.requested_resolution.trim(),
    files: draft.files.map((file) => file.id),
  };
}

/**
 * The new case's form over the lines that can be claimed: each message shown once its field has been
 * changed or left (or sending tried). Until the buyer picks a type, choosing goods refused at the
 * receipt proposes a replacement. `submit` answers the opened case, or null when refused.
 */
export function useCaseForm(lines: ClaimableLine[], initial: ClaimableLine | undefined) {
  const { t } = useTranslation();
  const unitName = useUnitName();
  const opening = useOpenAfterSalesCase();
  const [draft, setDraft] = useState<CaseDraft>(() => ({
    line: initial ? lineKey(initial) : '',
    type: typeFor(initial),
    quantity: '',
    reason: '',
    requested_resolution: '',
    files: [],
  }));
  const [typeChosen, setTypeChosen] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<CaseField>>(new Set());
  const [tried, setTried] = useState(false);
  const line = lines.find((candidate) => lineKey(candidate) === draft.line);
  const errors = caseErrors(draft, line, t, unitName);

  const touch = (field: CaseField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const set = (field: 'quantity' | 'reason' | 'requested_resolution', value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const chooseLine = (key: string) => {
    const chosen = lines.find((candidate) => lineKey(candidate) === key);
    setDraft((current) => ({ ...current, line: key, type: typeChosen ? current.type : typeFor(chosen) }));
    touch('line');
  };

  const chooseType = (type: AfterSalesType) => {
    setDraft((current) => ({ ...current, type }));
    setTypeChosen(true);
    touch('type');
  };

  // Functional updates: several uploads may finish before the form renders again.
  const addFile = (file: UploadedFile) => setDraft((current) => ({ ...current, files: [...current.files, file] }));
  const removeFile = (id: string) =>
    setDraft((current) => ({ ...current, files: current.files.filter((file) => file.id !== id) }));

  const error = (field: CaseField): string | undefined => (tried || touched.has(field) ? errors[field] : undefined);

  const submit = async (): Promise<AfterSalesDetail | null> => {
    setTried(true);
    if (!line || Object.values(errors).some(Boolean)) return null;
    // The server's refusals (window closed, more than received…) are toasted by the API client.
    return opening.mutateAsync(caseBody(draft, line)).catch(() => null);
  };

  return {
    draft,
    line,
    set,
    chooseLine,
    chooseType,
    addFile,
    removeFile,
    touch,
    error,
    submit,
    busy: opening.isPending,
  };
}
