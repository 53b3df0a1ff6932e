import { type Column, type SQL, sql } from 'drizzle-orm';

type Selection = Record<string, Column | SQL>;
export type RowOf<S extends Selection> = {
  [K in keyof S]: S[K] extends Column
    ? S[K]['_']['data'] | (S[K]['_']['notNull'] extends true ? never : null)
    : S[K] extends SQL<infer T>
      ? T
      : never;
};

/**
 * One row as a single JSON value instead of one field per column. The embedded database decodes
 * each field of a result separately, so a wide row costs about twice as much as its JSON; keys are
 * the selection's own names. Only for columns whose JSON form is their value (numbers, text,
 * booleans; not timestamps).
 */
export function jsonRow<S extends Selection>(selection: S): SQL<RowOf<S>> {
  const pairs = Object.entries(selection).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`.mapWith((value: unknown) =>
    typeof value === 'string' ? JSON.parse(value) : value,
  ) as SQL<RowOf<S>>;
}
