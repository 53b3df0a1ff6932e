import type { FormIssue } from '@mall/client/lib/schema-form';
import {
  ErrorCode,
  type Market,
  ORDER_UNITS,
  type OrderUnit,
  type PurchasePlanBody,
  type PurchasePlanDetail,
  purchasePlanBodySchema,
} from '@mall/contract';

/** A catalogue product chosen for a line, with what the form shows of it. */
export interface PlanProduct {
  id: number;
  name: string;
  image: string;
}

/** A line's uploaded picture: its file id (sent) and address (shown). */
export interface PlanPicture {
  id: string;
  url: string;
  name: string;
}

/** One line as the form holds it; `key` stays with the row while lines come and go. */
export interface PlanLineValues {
  key: number;
  kind: 'catalogue' | 'free';
  product: PlanProduct | null;
  name: string;
  quantity: string;
  unit: OrderUnit;
  target_price: string;
  picture: PlanPicture | null;
}

export interface PlanValues {
  name: string;
  project_id: string;
  needed_by: string;
  market: Market;
  notes: string;
  lines: PlanLineValues[];
}

export type PlanHeadField = Exclude<keyof PlanValues, 'lines'>;
export type PlanLineField = 'product' | 'name' | 'quantity' | 'unit' | 'target_price' | 'picture';

/** A problem of the form: under a field of the plan (`name`), of a line (`3.quantity`, by the line's key), or the lines as a whole (`lines`). */
export type PlanProblem =
  | { kind: 'issue'; issue: FormIssue }
  | { kind: 'required' }
  | { kind: 'code'; code: number }
  | { kind: 'noLines' };

let nextKey = 1;

export function newPlanLine(kind: PlanLineValues['kind']): PlanLineValues {
  return {
    key: nextKey++,
    kind,
    product: null,
    name: '',
    quantity: '',
    unit: ORDER_UNITS[0],
    target_price: '',
    picture: null,
  };
}

/** A new plan: in the market shopped in, its project chosen by the project select. */
export function newPlanValues(market: Market): PlanValues {
  return { name: '', project_id: '', needed_by: '', market, notes: '', lines: [] };
}

/** A draft being edited, as the form holds it. */
export function planValuesOf(plan: PurchasePlanDetail): PlanValues {
  return {
    name: plan.name,
    project_id: String(plan.project.id),
    needed_by: plan.needed_by.slice(0, 10),
    market: plan.market,
    notes: plan.notes,
    lines: plan.lines.map((line) => ({
      key: nextKey++,
      kind: line.product_id === null ? 'free' : 'catalogue',
      product: line.product_id === null ? null : { id: line.product_id, name: line.name, image: line.image },
      name: line.product_id === null ? line.name : '',
      quantity: String(line.quantity),
      unit: line.unit,
      target_price: line.target_price ?? '',
      picture: line.picture === null ? null : { id: line.picture, url: line.image, name: line.name },
    })),
  };
}

/** What the form sends, before the contract's schema reads it: a line's product or its text, never both. */
export function planBodyOf(values: PlanValues): PurchasePlanBody {
  return {
    name: values.name,
    project_id: values.project_id,
    needed_by: values.needed_by,
    notes: values.notes,
    market: values.market,
    lines: values.lines.map((line) => ({
      product_id: line.kind === 'catalogue' ? (line.product?.id ?? null) : null,
      name: line.kind === 'free' ? line.name : '',
      quantity: line.quantity,
      unit: line.unit,
      target_price: line.target_price.trim() === '' ? null : line.target_price,
      picture: line.picture?.id ?? null,
    })),
  };
}

const LINE_FIELDS: readonly string[] = ['product_id', 'name', 'quantity', 'unit', 'target_price', 'picture'];

/** Where an issue of the contract's schema is shown: a plan field, a line's field by key, or the lines. */
function problemPath(issue: FormIssue, lines: readonly PlanLineValues[]): string {
  const [field, index, lineField] = issue.path;
  if (field !== 'lines') return String(field ?? '');
  const line = typeof index === 'number' ? lines[index] : undefined;
  if (!line || !LINE_FIELDS.includes(String(lineField))) return 'lines';
  return `${line.key}.${lineField === 'product_id' ? 'product' : String(lineField)}`;
}

/**
 * Every problem of the form by where it shows, the first of each place: the contract's schema (as
 * the server checks it), then what the page can tell besides: a catalogue line needs its product,
 * a free line its text, and the goods are needed after today (the server's 60330).
 */
export function planProblems(values: PlanValues, today: string): Map<string, PlanProblem> {
  const problems = new Map<string, PlanProblem>();
  const add = (path: string, problem: PlanProblem) => {
    if (!problems.has(path)) problems.set(path, problem);
  };
  const parsed = purchasePlanBodySchema.safeParse(planBodyOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(problemPath(issue, values.lines), { kind: 'issue', issue });
  }
  if (values.lines.length === 0) problems.set('lines', { kind: 'noLines' });
  for (const line of values.lines) {
    if (line.kind === 'catalogue' && !line.product) add(`${line.key}.product`, { kind: 'required' });
    if (line.kind === 'free' && line.name.trim() === '') add(`${line.key}.name`, { kind: 'required' });
  }
  // An empty day is not chosen yet, rather than written wrong.
  if (values.needed_by === '') problems.set('needed_by', { kind: 'required' });
  else if (!problems.has('needed_by') && values.needed_by <= today)
    problems.set('needed_by', { kind: 'code', code: ErrorCode.PURCHASE_PLAN_NEEDED_BY_PAST });
  return problems;
}

/** The refusals of a save that belong under a field rather than in a toast alone. */
export const PLAN_FIELD_CODES: Partial<Record<number, PlanHeadField>> = {
  [ErrorCode.PURCHASE_PLAN_NEEDED_BY_PAST]: 'needed_by',
  [ErrorCode.PROJECT_NOT_FOUND]: 'project_id',
};
