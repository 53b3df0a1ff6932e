import { auditQueryOptions } from '@mall/client/console/audit/get-audit';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { AuditEntry } from '@mall/contract';
import { useQueries } from '@tanstack/react-query';
import { Empty, Skeleton, Timeline, Typography } from 'antd';
import { AuditChange } from './audit-change';
import { formatDateTime } from './format';
import { LoadError } from './load-error';

/** The most recent entries read per document; a document gathers a handful of operator steps. */
const AUDIT_ENTRIES_PER_DOCUMENT = 50;

export interface AuditedDocument {
  entity: string;
  id: number;
}

/**
 * The operators' steps on one document and its parts (every version of a proforma invoice, a
 * purchase order's shipments), newest first: who, when, what, and the change. The audit log is
 * the administrators' (its route's role); pages show this only to them.
 */
export function DocumentAudit({ entities }: { entities: readonly AuditedDocument[] }) {
  const { t } = useTranslation();
  const results = useQueries({
    queries: entities.map((document) =>
      auditQueryOptions({
        entity: document.entity,
        entity_id: String(document.id),
        page: 1,
        pageSize: AUDIT_ENTRIES_PER_DOCUMENT,
      }),
    ),
  });
  if (results.some((result) => result.isPending)) return <Skeleton active paragraph={{ rows: 3 }} />;
  const failed = results.find((result) => result.isError);
  if (failed) {
    return (
      <LoadError
        error={failed.error}
        onRetry={() => {
          for (const result of results) void result.refetch();
        }}
      />
    );
  }
  const entries: AuditEntry[] = results
    .flatMap((result) => result.data?.list ?? [])
    .sort((a, b) => b.at.localeCompare(a.at));
  if (entries.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('consoleOrders.audit.empty')} />;
  }
  return (
    <Timeline
      data-testid="document-audit"
      items={entries.map((entry) => ({
        key: `${entry.at}-${entry.entity}-${entry.entity_id}-${entry.action}`,
        children: (
          <>
            <Typography.Text strong>
              {t(`consoleOrders.audit.actions.${entry.action}`, { defaultValue: entry.action })}
            </Typography.Text>
            {' · '}
            {entry.operator ? entry.operator.name : t('consoleOrders.audit.byMall')}
            <br />
            <Typography.Text type="secondary">{formatDateTime(entry.at)}</Typography.Text>
            <AuditChange before={entry.before} after={entry.after} />
          </>
        ),
      }))}
    />
  );
}
