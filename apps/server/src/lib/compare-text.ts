/** Orders text by UTF-16 code unit, as PostgreSQL's C collation and binary searches over sorted text do. */
export const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
