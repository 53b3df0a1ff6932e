import { useTranslation } from '@mall/client/lib/use-translation';
import type { AuditEntry } from '@mall/contract';
import { Empty, Timeline, Typography } from 'antd';
import { AuditChange } from '../../../components/audit-change';
import { formatDateTime } from '../../../components/format';

/** A product's latest changes as the detail answers them, newest first: who, when, what changed. */
export function ProductHistory({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('consoleCatalogue.products.history.empty')} />;
  return (
    <Timeline
      data-testid="product-history"
      items={entries.map((entry, index) => ({
        key: `${entry.at}-${index}`,
        children: (
          <>
            <Typography.Text strong>
              {t(`consoleCatalogue.products.history.actions.${entry.action.replaceAll('.', '_')}`, {
                defaultValue: entry.action,
              })}
            </Typography.Text>
            {' · '}
            {entry.operator ? entry.operator.name : t('consoleCatalogue.products.history.byMall')}
            <br />
            <Typography.Text type="secondary">{formatDateTime(entry.at)}</Typography.Text>
            <AuditChange before={entry.before} after={entry.after} />
          </>
        ),
      }))}
    />
  );
}
