import { useTranslation } from '@mall/client/lib/use-translation';
import type { Campaign } from '@mall/contract';
import { Tag } from 'antd-mobile';

const STATUS_COLOR = { active: 'success', upcoming: 'primary', ended: 'default' } as const;
const OUTCOME_COLOR = { succeeded: 'success', failed: 'danger' } as const;

/** A campaign's phase; once it has closed, whether it reached its target. */
export function CampaignStatusTag({ status, outcome }: Pick<Campaign, 'status' | 'outcome'>) {
  const { t } = useTranslation();
  if (outcome) {
    return (
      <Tag color={OUTCOME_COLOR[outcome]} data-testid="campaign-outcome">
        {t(`group.outcome.${outcome}`)}
      </Tag>
    );
  }
  return <Tag color={STATUS_COLOR[status]}>{t(`group.status.${status}`)}</Tag>;
}
