import { type ListToolBarProps, ProTable, type ProTableProps } from '@ant-design/pro-components';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { Page } from '@mall/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from './load-error';
import type { ListParams } from './use-list-params';

/** The tab that filters nothing. */
const ALL = 'all';

type ListTableProps<T extends Record<string, unknown>> = Omit<
  ProTableProps<T, Record<string, unknown>>,
  'dataSource' | 'loading' | 'pagination' | 'search' | 'options' | 'locale'
> & {
  /** The page on screen, as the server answered it. */
  query: UseQueryResult<Page<T>>;
  list: { page: number; pageSize: number; update: (changes: { page?: number; pageSize?: number }) => void };
  emptyText: string;
};

/**
 * A server-paged list as every console list shows it: what went wrong above it, a reload button,
 * and pages whose number and size stay in the address.
 */
export function ListTable<T extends Record<string, unknown>>({ query, list, emptyText, ...table }: ListTableProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      <ProTable<T>
        rowKey="id"
        search={false}
        loading={query.isFetching}
        dataSource={query.data?.list ?? []}
        locale={{ emptyText }}
        options={{ reload: () => void query.refetch(), density: false, setting: false }}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('console.common.total', { count }),
          onChange: (page, pageSize) => list.update({ page, pageSize }),
        }}
        {...table}
      />
    </>
  );
}

/** A list filter as the table's tabs: "all" first, then each value; the address keeps the choice. */
export function filterTabs<F extends string>(
  list: ListParams<F>,
  name: F,
  values: readonly string[],
  label: (key: string) => string,
): NonNullable<ListToolBarProps['menu']> {
  const value = list.values[name];
  return {
    type: 'tab',
    activeKey: values.includes(value) ? value : ALL,
    items: [ALL, ...values].map((key) => ({ key, label: label(key) })),
    onChange: (key) => list.update({ [name]: key === ALL ? '' : String(key) } as Parameters<typeof list.update>[0]),
  };
}
