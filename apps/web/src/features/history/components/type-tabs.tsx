import { useTranslation } from '@mall/client/lib/use-translation';
import { HISTORY_DOCUMENT_TYPES, type HistoryDocumentType } from '@mall/contract';
import { Tabs } from 'antd-mobile';
import styles from './history.module.css';

/** All documents or one kind, as a row of tabs that scrolls sideways when the names outgrow the screen. */
export function TypeTabs({
  value,
  onChange,
}: {
  value: HistoryDocumentType | undefined;
  onChange(type: HistoryDocumentType | undefined): void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('history.filters.type')}>
      <Tabs
        className={styles.tabs}
        activeKey={value ?? 'all'}
        activeLineMode="fixed"
        onChange={(key) => onChange(HISTORY_DOCUMENT_TYPES.find((type) => type === key))}
      >
        <Tabs.Tab key="all" title={t('history.filters.all')} data-testid="history-type-all" />
        {HISTORY_DOCUMENT_TYPES.map((type) => (
          <Tabs.Tab key={type} title={t(`history.types.${type}`)} data-testid={`history-type-${type}`} />
        ))}
      </Tabs>
    </nav>
  );
}
