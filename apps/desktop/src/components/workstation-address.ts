import { DESKTOP_PAGES } from '@mall/contract';

/** The query parameter of a workstation table naming the row whose drawer is open. */
export const OPEN_ROW_PARAM = 'open';

/** The workstation at its first table, the RFQs, with one RFQ's drawer open. */
export function rfqDrawerAddress(id: number): string {
  return `${DESKTOP_PAGES.workstation.path}?${OPEN_ROW_PARAM}=${id}`;
}
