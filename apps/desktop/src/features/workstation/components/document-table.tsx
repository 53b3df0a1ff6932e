import { DownloadOutlined } from '@ant-design/icons';
import { downloadCsv, toCsv } from '@mall/client/lib/csv';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Button, Segmented, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import { LoadFailed } from '../../../components/page-state';
import { useTableAddress } from './use-table-address';

export const WORKSTATION_PAGE_SIZE = 20;

/** A column of a document table: what it shows, what it exports, and what it sorts by. */
export interface DocumentColumn<T> {
  key: string;
  title: string;
  /** The cell as text: exported, and shown unless `render` says otherwise. */
  text: (row: T) => string;
  render?: (row: T) => ReactNode;
  /** Sortable by this value when given. */
  sortValue?: (row: T) => string | number;
  align?: 'right';
  width?: number;
}

/** A filter of a table (the first is the default), shown with the number of rows it keeps. */
export interface DocumentFilter<T> {
  key: string;
  label: string;
  match: (row: T) => boolean;
}

export interface DocumentTableProps<T> {
  /** The tab's name: the table's test id and the exported file's name. */
  name: string;
  title: string;
  rows: readonly T[] | undefined;
  isError: boolean;
  onRetry: () => void;
  columns: DocumentColumn<T>[];
  filters: DocumentFilter<T>[];
  rowKey: (row: T) => number;
  actions?: (row: T) => ReactNode;
  empty: ReactNode;
  toolbar?: ReactNode;
  selection?: { keys: Key[]; onChange: (keys: Key[]) => void; disabled: (row: T) => boolean };
}

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** The rows a table shows, in the order it shows them: filtered, then sorted (stable) when asked. */
export function shownRows<T>(
  rows: readonly T[],
  filter: DocumentFilter<T> | undefined,
  sortValue: ((row: T) => string | number) | undefined,
  order: 'ascend' | 'descend' | null,
): T[] {
  const kept = filter ? rows.filter(filter.match) : [...rows];
  if (!sortValue || !order) return kept;
  const sign = order === 'ascend' ? 1 : -1;
  return kept.sort((a, b) => sign * compare(sortValue(a), sortValue(b)));
}

/**
 * One of the workstation's tables: filters with their counts, sorting by column, pages, and the
 * rows as shown exported to CSV, every choice kept in the address.
 */
export function DocumentTable<T extends object>(props: DocumentTableProps<T>) {
  const { t } = useTranslation();
  const [address, change] = useTableAddress();
  const filter = props.filters.find((f) => f.key === address.filter) ?? props.filters[0];
  const sorted = props.columns.find((column) => column.key === address.sort && column.sortValue);
  const rows = props.rows ? shownRows(props.rows, filter, sorted?.sortValue, address.order) : [];
  const lastPage = Math.max(1, Math.ceil(rows.length / WORKSTATION_PAGE_SIZE));

  if (props.isError) return <LoadFailed onRetry={props.onRetry} />;

  const exportRows = () =>
    downloadCsv(
      `${props.name}-${new Date().toISOString().slice(0, 10)}.csv`,
      toCsv(
        props.columns.map((column) => column.title),
        rows.map((row) => props.columns.map((column) => column.text(row))),
      ),
    );

  const columns: ColumnsType<T> = props.columns.map((column) => ({
    key: column.key,
    title: column.title,
    align: column.align,
    width: column.width,
    sorter: column.sortValue ? true : undefined,
    sortOrder: sorted?.key === column.key ? address.order : null,
    render: (_: unknown, row: T) => (column.render ? column.render(row) : column.text(row)),
  }));
  if (props.actions) {
    const actions = props.actions;
    // Kept in view at the right while a wide table scrolls.
    columns.push({
      key: 'actions',
      title: t('desktop.workstation.actions'),
      fixed: 'right',
      render: (_: unknown, row: T) => actions(row),
    });
  }

  return (
    <section className="document-table" data-testid={`table-${props.name}`}>
      <div className="document-table-bar">
        <Segmented
          value={filter?.key}
          onChange={(key) => change({ filter: key === props.filters[0]?.key ? null : String(key) })}
          options={props.filters.map((f) => ({
            value: f.key,
            label: `${f.label} (${props.rows ? props.rows.filter(f.match).length : '…'})`,
          }))}
          data-testid={`filter-${props.name}`}
        />
        <div className="document-table-tools">
          {props.toolbar}
          <Button
            icon={<DownloadOutlined />}
            disabled={rows.length === 0}
            onClick={exportRows}
            data-testid={`export-${props.name}`}
          >
            {t('desktop.workstation.exportCsv')}
          </Button>
        </div>
      </div>
      <Table<T>
        rowKey={props.rowKey}
        columns={columns}
        dataSource={rows}
        loading={props.rows === undefined}
        // Wide tables scroll inside their card, never the page.
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: props.rows === undefined ? ' ' : props.empty }}
        rowSelection={
          props.selection && {
            selectedRowKeys: props.selection.keys,
            onChange: props.selection.onChange,
            getCheckboxProps: (row) => ({ disabled: props.selection?.disabled(row) }),
          }
        }
        pagination={{
          current: Math.min(address.page, lastPage),
          pageSize: WORKSTATION_PAGE_SIZE,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t('desktop.workstation.rows', { count: total }),
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'paginate') change({ page: pagination.current ?? 1 });
          if (extra.action === 'sort' && !Array.isArray(sorter))
            change({ sort: sorter.order ? String(sorter.columnKey) : null, order: sorter.order ?? null });
        }}
        aria-label={props.title}
      />
    </section>
  );
}
