import { useTranslation } from '@mall/client/lib/use-translation';
import { Typography } from 'antd';

interface ChangedField {
  field: string;
  before: string;
  after: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields an audit entry's before and after differ in (every field when one side is empty). */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const from = isRecord(before) ? before : before == null ? {} : { value: before };
  const to = isRecord(after) ? after : after == null ? {} : { value: after };
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => show(from[field]) !== show(to[field]))
    .map((field) => ({ field, before: show(from[field]), after: show(to[field]) }));
}

/** An audit entry's change, a line per field: the field, the old value struck through, the new one. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const rows = changedFields(before, after);
  if (rows.length === 0) return <Typography.Text type="secondary">{t('console.audit.noChange')}</Typography.Text>;
  return (
    <div data-testid="audit-change">
      {rows.map((row) => (
        <div key={row.field} style={{ wordBreak: 'break-word' }}>
          <Typography.Text type="secondary">{row.field}: </Typography.Text>
          {row.before && (
            <Typography.Text delete type="danger" title={t('console.audit.before')}>
              {row.before}
            </Typography.Text>
          )}
          {row.before && row.after && ' → '}
          {row.after && (
            <Typography.Text type="success" title={t('console.audit.after')}>
              {row.after}
            </Typography.Text>
          )}
        </div>
      ))}
    </div>
  );
}
