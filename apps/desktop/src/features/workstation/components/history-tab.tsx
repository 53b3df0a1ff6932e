import { historyActionText, historyActorText, historyDocumentText } from '@mall/client/history/describe-history';
import { formatDateTime, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type HistoryEntry, PAGE_SIZE_DEFAULT } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { EmptyState, LoadFailed } from '../../../components/page-state';
import { historyFilterOf, historyPageQueryOptions } from '../history-page';
import { useHistoryDrawers } from './history-drawers';
import { HistoryFilters } from './history-filters';
import { useTableAddress } from './use-table-address';

/** The document an entry concerns: a link opening it where the workstation can, else its name. */
function DocumentName({ entry, onOpen }: { entry: HistoryEntry; onOpen: (() => void) | undefined }) {
  const { t } = useTranslation();
  const text = historyDocumentText(t, entry.document);
  if (!onOpen) return text;
  return (
    <Button type="link" className="document-number" onClick={onOpen}>
      {text}
    </Button>
  );
}

/**
 * The History tab: everything that happened to the buyer's documents, whoever did it, newest first,
 * a page at a time from the server; its kind of document, days and page stay in the address.
 */
export function HistoryTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [address, change] = useTableAddress();
  const filter = historyFilterOf(address);
  const history = useQuery(historyPageQueryOptions(filter, address.page));
  const [opener, drawers] = useHistoryDrawers();
  const empty = t(filter.type || filter.from || filter.to ? 'history.emptyFilter' : 'history.empty');

  const columns: TableColumnsType<HistoryEntry> = [
    {
      key: 'at',
      title: t('desktop.workstation.history.columns.time'),
      className: 'history-nowrap',
      render: (_, entry) => <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>,
    },
    {
      key: 'action',
      title: t('desktop.workstation.history.columns.action'),
      render: (_, entry) => historyActionText(t, entry),
    },
    {
      key: 'document',
      title: t('desktop.workstation.history.columns.document'),
      render: (_, entry) => <DocumentName entry={entry} onOpen={opener(entry)} />,
    },
    {
      key: 'actor',
      title: t('desktop.workstation.history.columns.actor'),
      render: (_, entry) => historyActorText(t, entry.actor),
    },
    {
      key: 'note',
      title: t('desktop.workstation.history.columns.note'),
      render: (_, entry) => entry.note && <span className="history-note">{entry.note}</span>,
    },
  ];

  return (
    <section data-testid="table-history">
      <div className="document-table-bar">
        <HistoryFilters filter={filter} />
      </div>
      {history.isError && !history.data ? (
        <LoadFailed onRetry={() => void history.refetch()} />
      ) : (
        <Table<HistoryEntry>
          rowKey="id"
          columns={columns}
          dataSource={history.data?.list}
          // A page of other filters or another number stays greyed while its successor loads.
          loading={history.isPending || history.isPlaceholderData}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: history.isPending ? ' ' : <EmptyState text={empty} />,
          }}
          pagination={{
            current: address.page,
            pageSize: PAGE_SIZE_DEFAULT,
            total: history.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => t('desktop.workstation.rows', { count: total }),
            onChange: (page) => change({ page }),
          }}
          onRow={(entry) =>
            ({
              'data-testid': 'history-entry',
              'data-action': entry.action,
              'data-type': entry.document.type,
            }) as HTMLAttributes<HTMLElement>
          }
          aria-label={t('desktop.workstation.tabs.history')}
        />
      )}
      {drawers}
    </section>
  );
}
