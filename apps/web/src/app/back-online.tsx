import { useSessionOnReconnect } from '@mall/client/lib/use-session-on-reconnect';
import { useSendScanQueue } from '@mall/client/scan/use-send-scan-queue';

/** What the network coming back sets going, whichever page is open: the session, then the offline scan queue. */
export function BackOnline() {
  useSessionOnReconnect();
  useSendScanQueue();
  return null;
}
