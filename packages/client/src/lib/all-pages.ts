import { PAGE_SIZE_MAX, type Page } from '@mall/contract';

/**
 * Every item of a paged list, read page after page at the largest page size: a desk's table sorts,
 * filters and exports the whole list, not the page the server happened to send.
 */
export async function allPages<T>(read: (page: number, pageSize: number) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await read(page, PAGE_SIZE_MAX);
    items.push(...answer.list);
    if (answer.list.length === 0 || page * answer.pageSize >= answer.total) return items;
  }
}
