import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { clientHooks } from '../lib/client-hooks';
import { isLoggedIn, useClientState } from '../lib/client-state';
import { i18n } from '../lib/i18n';
import { useOnline } from '../lib/network-status';
import { scanQueue, useScanQueue } from './scan-queue';

/**
 * Sends the offline scan queue to the cart whenever the site can be reached, a buyer is logged in
 * and lines wait, on whichever page the buyer is; says so when lines were added. A run that stopped
 * (network gone again, login needed, server fault) is not retried until the network or the login
 * changes, so a failing server is not called in a loop. The sending code loads only when needed.
 */
export function useSendScanQueue(): void {
  const online = useOnline();
  const loggedIn = useClientState((state) => isLoggedIn(state.userInfo));
  const { queued } = useScanQueue();
  const pending = queued.filter((entry) => !entry.problem).length;
  const queryClient = useQueryClient();
  const stoppedUnder = useRef<string | null>(null);
  // State, not a ref: the end of a run renders again, so lines changed while it ran are looked at.
  const [inFlight, setInFlight] = useState(false);
  const conditions = `${online}:${loggedIn}`;

  useEffect(() => {
    if (!online || !loggedIn || pending === 0 || inFlight || stoppedUnder.current === conditions) return;
    setInFlight(true);
    void (async () => {
      const before = scanQueue().added.length;
      try {
        const { sendScanQueue } = await import('./send-scan-queue');
        stoppedUnder.current = (await sendScanQueue(queryClient)) ? conditions : null;
      } catch {
        // The sending code could not be loaded (the network went mid-way): tried again on the next change.
        stoppedUnder.current = conditions;
      } finally {
        setInFlight(false);
      }
      const added = scanQueue().added.length - before;
      if (added > 0) clientHooks().onSuccess(i18n.t('scan.queue.sentToast', { count: added }));
    })();
  }, [online, loggedIn, pending, inFlight, conditions, queryClient]);
}
