/** Every page receives its query-string parameters as props (SPEC section 2). */
export interface PageProps {
  query: Record<string, string>;
}
