// The new after-sales case's form, apart from how each app lays it out: the phone's page and the desk's drawer fill in the same values.
import type { AfterSalesClaimable, AfterSalesCreateBody, AfterSalesType, UploadedFile } from '@mall/contract';
import type { TFunction } from 'i18next';

export type ClaimableLine = AfterSalesClaimable['list'][number];

/** A shipment line is named by its shipment and its order line together: one order line may come in several shipments. */
export const lineKey = (line: Pick<ClaimableLine, 'shipment_id' | 'line_id'>) => `${line.shipment_id}-${line.line_id}`;

/** What the new-case form holds as the buyer fills it in. */
export interface CaseValues {
  /** The chosen line's key, or '' before one is chosen. */
  line: string;
  type: AfterSalesType | '';
  quantity: string;
  reason: string;
  requested_resolution: string;
  files: UploadedFile[];
}

export type CaseField = 'line' | 'type' | 'quantity' | 'reason';

/** What is wrong with a field, for the form to put in words. */
export type CaseProblem = 'line' | 'type' | 'quantity' | 'reason' | { over: number };

/** Goods refused at the receipt are most often to be sent again: what a buyer asks for first. */
export const typeFor = (line: ClaimableLine | undefined): AfterSalesType | '' =>
  line && line.rejected > 0 ? 'replacement' : '';

export function newCaseValues(initial: ClaimableLine | undefined): CaseValues {
  return {
    line: initial ? lineKey(initial) : '',
    type: typeFor(initial),
    quantity: '',
    reason: '',
    requested_resolution: '',
    files: [],
  };
}

/** Every field's problem, shown or not yet; the quantity is held to what is left to claim of the line. */
export function caseProblems(
  values: CaseValues,
  line: ClaimableLine | undefined,
): Partial<Record<CaseField, CaseProblem>> {
  const problems: Partial<Record<CaseField, CaseProblem>> = {};
  if (!line) problems.line = 'line';
  if (!values.type) problems.type = 'type';
  const quantity = values.quantity.trim();
  if (!/^[1-9]\d*$/.test(quantity)) problems.quantity = 'quantity';
  else if (line && Number(quantity) > line.claimable) problems.quantity = { over: line.claimable };
  if (!values.reason.trim()) problems.reason = 'reason';
  return problems;
}

/** A problem in words: the quantity's says how much of the line is left to claim. */
export const caseProblemText = (
  problem: CaseProblem,
  line: ClaimableLine | undefined,
  t: TFunction,
  unitName: (code: string, count: number) => string,
): string =>
  typeof problem === 'string'
    ? t(`afterSales.errors.${problem}`)
    : t('afterSales.fields.quantityHint', { count: problem.over, unit: unitName(line?.unit ?? '', problem.over) });

/** The JSON the server takes for a new case. */
export function caseBody(values: CaseValues, line: ClaimableLine): AfterSalesCreateBody {
  return {
    shipment_id: line.shipment_id,
    line_id: line.line_id,
    type: values.type as AfterSalesType,
    quantity: Number(values.quantity.trim()),
    reason: values.reason.trim(),
    requested_resolution: values.requested_resolution.trim(),
    files: values.files.map((file) => file.id),
  };
}
