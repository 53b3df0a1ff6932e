import { useTranslation } from '@mall/client/lib/use-translation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './pull-to-refresh.module.css';

/** How far the page must be pulled (after damping) to refresh when let go, and the head's height while refreshing. */
const RELEASE_AT_PX = 60;
const HEAD_PX = 40;
/** The finger moves further than the page: pulling feels like stretching. */
const DAMPING = 0.5;
const PULL_MAX_PX = 120;
/** How long "Refreshed" stays before the head closes. */
const DONE_SHOWN_MS = 500;

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'done';

const STATUS_TEXT: Record<Exclude<Status, 'idle'>, string> = {
  pulling: 'refresh.pull',
  canRelease: 'refresh.release',
  refreshing: 'refresh.refreshing',
  done: 'refresh.done',
};

/**
 * Pull down at the top of a page, let go, and `onRefresh` runs; the head above the page says what
 * letting go will do, then that it is refreshing and that it is done. The browser's own
 * pull-to-reload is held back while the page is being pulled.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [pull, setPull] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let startY: number | null = null;
    let distance = 0;
    let busy = false;

    const touchStart = (event: TouchEvent) => {
      startY = !busy && window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const touchMove = (event: TouchEvent) => {
      if (startY === null) return;
      const moved = (event.touches[0]?.clientY ?? startY) - startY;
      if (moved <= 0) {
        distance = 0;
        setPull(0);
        setStatus('idle');
        return;
      }
      // A listener that may cancel: the page is pulled, not scrolled or reloaded by the browser.
      if (event.cancelable) event.preventDefault();
      distance = Math.min(moved * DAMPING, PULL_MAX_PX);
      setPull(distance);
      setStatus(distance >= RELEASE_AT_PX ? 'canRelease' : 'pulling');
    };
    const touchEnd = () => {
      if (startY === null) return;
      startY = null;
      if (distance < RELEASE_AT_PX) {
        distance = 0;
        setPull(0);
        setStatus('idle');
        return;
      }
      busy = true;
      distance = 0;
      setPull(HEAD_PX);
      setStatus('refreshing');
      void refresh
        .current()
        .catch(() => undefined)
        .then(() => {
          setStatus('done');
          return new Promise((resolve) => setTimeout(resolve, DONE_SHOWN_MS));
        })
        .then(() => {
          busy = false;
          setPull(0);
          setStatus('idle');
        });
    };

    element.addEventListener('touchstart', touchStart, { passive: true });
    element.addEventListener('touchmove', touchMove, { passive: false });
    element.addEventListener('touchend', touchEnd);
    element.addEventListener('touchcancel', touchEnd);
    return () => {
      element.removeEventListener('touchstart', touchStart);
      element.removeEventListener('touchmove', touchMove);
      element.removeEventListener('touchend', touchEnd);
      element.removeEventListener('touchcancel', touchEnd);
    };
  }, []);

  const dragging = status === 'pulling' || status === 'canRelease';
  return (
    <div ref={frame}>
      <div
        className={dragging ? styles.head : `${styles.head} ${styles.settling}`}
        style={{ height: pull }}
        role="status"
        data-testid="pull-to-refresh"
      >
        {status !== 'idle' && <span className={styles.text}>{t(STATUS_TEXT[status])}</span>}
      </div>
      {children}
    </div>
  );
}
