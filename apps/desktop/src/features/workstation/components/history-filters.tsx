import { DAY_FORMAT, dayRangeValue } from '@mall/client/desktop/day-range';
import type { HistoryFilter } from '@mall/client/history/get-history';
import { useTranslation } from '@mall/client/lib/use-translation';
import { HISTORY_DOCUMENT_TYPES } from '@mall/contract';
import { DatePicker, Select } from 'antd';
import { useTableAddress } from './use-table-address';

const ALL = 'all';

/**
 * The History's kind of document and span of days, both kept in the address. The range picker
 * orders the two days itself, so the server's refusal of a span the wrong way round never comes.
 */
export function HistoryFilters({ filter }: { filter: HistoryFilter }) {
  const { t } = useTranslation();
  const [, change] = useTableAddress();
  return (
    <div className="history-filters">
      <Select
        className="history-type"
        value={filter.type ?? ALL}
        onChange={(type: string) => change({ filter: type === ALL ? null : type })}
        options={[
          { value: ALL, label: t('history.filters.all') },
          ...HISTORY_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`history.types.${type}`) })),
        ]}
        popupMatchSelectWidth={false}
        aria-label={t('history.filters.type')}
        data-testid="history-type"
      />
      {/* The picker copies test ids onto both its inputs; its box carries the one. */}
      <span data-testid="history-range">
        <DatePicker.RangePicker
          value={dayRangeValue(filter.from, filter.to)}
          format={DAY_FORMAT}
          placeholder={[t('history.filters.from'), t('history.filters.to')]}
          onChange={(_, [from, to]) => change({ from: from || null, to: to || null })}
        />
      </span>
    </div>
  );
}
