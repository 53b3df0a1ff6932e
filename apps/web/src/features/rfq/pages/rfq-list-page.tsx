import { useTranslation } from '@mall/client/lib/use-translation';
import { useRfqs } from '@mall/client/rfq/get-rfqs';
import { PAGES, REACH_BOTTOM_DISTANCE, RFQ_STATUSES, type RfqStatusFilter } from '@mall/contract';
import { Button, ErrorBlock, InfiniteScroll, Skeleton, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../../lib/page-props';
import { RfqCard } from '../components/rfq-card';
import { useRfqActions } from '../components/use-rfq-actions';
import styles from './rfq-pages.module.css';

const TABS: RfqStatusFilter[] = ['all', ...RFQ_STATUSES];

function isTab(value: string | undefined): value is RfqStatusFilter {
  return (TABS as (string | undefined)[]).includes(value);
}

/** `/pages/rfq/list`: My RFQs under status tabs, a batch cancel of the selected ones. */
export default function RfqListPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<RfqStatusFilter>(isTab(query.status) ? query.status : 'all');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rfqs = useRfqs(tab);
  const actions = useRfqActions();
  const list = rfqs.data?.pages.flatMap((page) => page.list) ?? [];
  const counts = rfqs.data?.pages[0]?.counts;
  const cancellable = list.filter((rfq) => rfq.status === 'submitted' && selected.has(rfq.id)).map((rfq) => rfq.id);

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const cancelSelected = async () => {
    if (await actions.cancel(cancellable)) setSelected(new Set());
  };

  return (
    <main className={styles.page}>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as RfqStatusFilter);
          setSelected(new Set());
        }}
      >
        {TABS.map((key) => (
          <Tabs.Tab
            key={key}
            title={counts ? `${t(`rfq.status.${key}`)} ${counts[key]}` : t(`rfq.status.${key}`)}
            data-testid={`rfq-tab-${key}`}
          />
        ))}
      </Tabs>
      <div className={styles.toolbar}>
        <Button size="small" color="primary" onClick={() => navigate(PAGES.uploadInquiry.route)}>
          {t('rfq.list.post')}
        </Button>
      </div>
      {rfqs.isPending ? (
        <div style={{ padding: 12 }}>
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      ) : rfqs.isError ? (
        <ErrorBlock status="default" title={t('rfq.list.error')} description="">
          <Button onClick={() => void rfqs.refetch()}>{t('rfq.list.retry')}</Button>
        </ErrorBlock>
      ) : list.length === 0 ? (
        <div className={styles.empty} data-testid="rfq-empty">
          <p>
            <strong>{t('rfq.list.empty')}</strong>
            <br />
            {t('rfq.list.emptyHint')}
          </p>
          <Button color="primary" onClick={() => navigate(PAGES.uploadInquiry.route)}>
            {t('rfq.list.post')}
          </Button>
        </div>
      ) : (
        <>
          <ul className={styles.list} aria-label={t('pages.rfqList')}>
            {list.map((rfq) => (
              <RfqCard key={rfq.id} rfq={rfq} selected={selected.has(rfq.id)} onSelect={(on) => toggle(rfq.id, on)} />
            ))}
          </ul>
          <InfiniteScroll
            hasMore={rfqs.hasNextPage}
            threshold={REACH_BOTTOM_DISTANCE}
            loadMore={async () => {
              await rfqs.fetchNextPage();
            }}
          >
            <span className={styles.listEnd}>{rfqs.hasNextPage ? t('rfq.list.loadMore') : t('rfq.list.end')}</span>
          </InfiniteScroll>
        </>
      )}
      {(tab === 'all' || tab === 'submitted') && list.length > 0 && (
        <div className={styles.bottomBar}>
          <span className={styles.selected}>{t('rfq.list.selected', { count: cancellable.length })}</span>
          <Button color="danger" fill="outline" onClick={() => void cancelSelected()} data-testid="rfq-cancel-selected">
            {t('rfq.list.cancelSelected')}
          </Button>
        </div>
      )}
    </main>
  );
}
