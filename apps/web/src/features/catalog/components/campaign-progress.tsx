import { formatCount } from '@mall/client/lib/format-count';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { Campaign, Locale } from '@mall/contract';
import { ProgressBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import styles from './campaign-progress.module.css';

/** Days, hours, minutes and seconds between two instants (ms); never negative. */
export function splitDuration(ms: number): { d: number; h: number; m: number; s: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    d: Math.floor(total / 86_400),
    h: Math.floor((total % 86_400) / 3600),
    m: Math.floor((total % 3600) / 60),
    s: total % 60,
  };
}

/**
 * The phone's clock corrected by the server's (`server_time`), ticking each second: the countdown
 * does not trust a phone set to the wrong time.
 */
function useServerNow(serverTime: string): number {
  const [offset] = useState(() => Date.parse(serverTime) - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}

export function CampaignProgress({ campaign, lang }: { campaign: Campaign; lang: Locale }) {
  const { t } = useTranslation();
  const now = useServerNow(campaign.server_time);
  const starts = Date.parse(campaign.starts_at);
  const ends = Date.parse(campaign.ends_at);
  const status = now < starts ? 'upcoming' : now < ends ? 'active' : 'ended';
  const left = splitDuration(status === 'upcoming' ? starts - now : ends - now);
  const percent = Math.min(100, Math.round(campaign.progress * 100));
  const n = (x: number) => formatCount(x, lang);
  return (
    <div className={styles.wrap}>
      <ProgressBar
        percent={percent}
        aria-label={t('group.progressLabel', { percent })}
        style={{ '--track-width': '8px', '--fill-color': 'var(--adm-color-primary)' } as React.CSSProperties}
      />
      <p className={styles.line}>
        <span>
          {t('group.committed', { committed: n(campaign.committed_quantity), target: n(campaign.target_quantity) })}
        </span>
        <span className={styles.percent}>{percent}%</span>
      </p>
      <p className={styles.countdown} role="timer" data-testid="countdown">
        {status === 'ended'
          ? t('group.ended')
          : t(status === 'upcoming' ? 'group.startsIn' : 'group.endsIn', {
              d: left.d,
              h: String(left.h).padStart(2, '0'),
              m: String(left.m).padStart(2, '0'),
              s: String(left.s).padStart(2, '0'),
            })}
      </p>
    </div>
  );
}
