import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from '@mall/client/lib/use-translation';
import { ConfigProvider } from 'antd';
import { type ReactNode, useContext } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** The address of the same page with `page` replaced: every page of a list is a link that can be shared. */
export function withPage(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

/** The page number of the address (1 when absent or unreadable). */
export function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Pages either side of the current one that are always shown. */
const AROUND = 2;
/** How far the ellipses jump. */
const JUMP = 5;

type PageItem = { kind: 'page'; page: number } | { kind: 'jump-prev' | 'jump-next'; page: number };

/**
 * The items antd's Pagination shows: every page when there are few, else the first and the last,
 * the current with two either side (five near an end), and an ellipsis jumping five pages where some are left out.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  const numbers = (from: number, to: number): PageItem[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ kind: 'page', page: from + i }));
  if (pages <= 3 + AROUND * 2) return numbers(1, pages);
  const left = pages - current <= AROUND ? pages - AROUND * 2 : Math.max(1, current - AROUND);
  const right = current - 1 <= AROUND ? 1 + AROUND * 2 : Math.min(current + AROUND, pages);
  const items = numbers(left, right);
  if (current - 1 >= AROUND * 2 && current !== 1 + 2)
    items.unshift({ kind: 'jump-prev', page: Math.max(1, current - JUMP) });
  if (pages - current >= AROUND * 2 && current !== pages - 2)
    items.push({ kind: 'jump-next', page: Math.min(pages, current + JUMP) });
  if (left !== 1) items.unshift({ kind: 'page', page: 1 });
  if (right !== pages) items.push({ kind: 'page', page: pages });
  return items;
}

/**
 * Numbered links to the pages of a list, drawn as antd's Pagination and worded by its locale, but
 * plain links: antd's Pagination brings its page-size select, the heaviest part of a list page.
 */
export function PageLinks({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const words = useContext(ConfigProvider.ConfigContext).locale?.Pagination;
  if (total <= pageSize) return null;
  const pages = Math.ceil(total / pageSize);
  const current = Math.min(page, pages);
  const to = (number: number) => withPage(pathname, search, number);
  const step = (number: number, label: string | undefined, icon: ReactNode) =>
    number < 1 || number > pages ? (
      <li className="page-links-step is-disabled" aria-hidden="true">
        {icon}
      </li>
    ) : (
      <li className="page-links-step" title={label}>
        <Link to={to(number)} aria-label={label}>
          {icon}
        </Link>
      </li>
    );
  return (
    <nav aria-label={t('desktop.pages')} className="page-links">
      <ul className="page-links-list">
        {step(current - 1, words?.prev_page, <LeftOutlined />)}
        {pageItems(current, pages).map((item) =>
          item.kind === 'page' ? (
            <li key={item.page} className={item.page === current ? 'page-links-item is-current' : 'page-links-item'}>
              <Link
                to={to(item.page)}
                aria-label={t('desktop.page', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ) : (
            <li
              key={item.kind}
              className="page-links-jump"
              title={item.kind === 'jump-prev' ? words?.prev_5 : words?.next_5}
            >
              <Link to={to(item.page)} aria-label={item.kind === 'jump-prev' ? words?.prev_5 : words?.next_5}>
                •••
              </Link>
            </li>
          ),
        )}
        {step(current + 1, words?.next_page, <RightOutlined />)}
      </ul>
    </nav>
  );
}
