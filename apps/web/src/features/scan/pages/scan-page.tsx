import { ApiError } from '@mall/client/lib/api-client';
import { useOnline } from '@mall/client/lib/network-status';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useScanProduct } from '@mall/client/scan/get-scan-product';
import { clearAdded, enqueueCode } from '@mall/client/scan/scan-queue';
import { ErrorCode, PAGES } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DeviceOnly } from '../../../components/device-only';
import { type CameraProblem, CameraScanner } from '../components/camera-scanner';
import { ManualCodeForm } from '../components/manual-code-form';
import styles from '../components/scan.module.css';
import { ScanQueueList } from '../components/scan-queue-list';
import { ScannedProduct } from '../components/scanned-product';

/** `/pages/home/qrCode`: mobile only (SPEC section 6). */
export default function ScanPage() {
  return (
    <DeviceOnly device="mobile">
      <Scanner />
    </DeviceOnly>
  );
}

/**
 * Camera first; the typed code when there is no camera or no permission; then the product and its MOQ.
 * Without a network the code is queued on the phone instead, to be added when the network is back.
 */
function Scanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lang } = useQueryScope();
  const online = useOnline();
  const [code, setCode] = useState<string | null>(null);
  const [queued, setQueued] = useState<ReturnType<typeof enqueueCode> | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [added, setAdded] = useState(false);
  const product = useScanProduct(queued ? null : code);
  const errorCode = product.error instanceof ApiError ? product.error.code : undefined;

  const take = (scanned: string) => {
    setAdded(false);
    setCode(scanned);
    setQueued(online ? null : enqueueCode(scanned));
  };

  // A look-up the network dropped queues the code as if the phone had known it was offline.
  const lostToNetwork = code !== null && product.error instanceof ApiError && product.error.kind === 'network';
  useEffect(() => {
    if (lostToNetwork && code !== null) setQueued(enqueueCode(code));
  }, [lostToNetwork, code]);

  // What reached the cart from the queue is shown while the buyer stays here.
  useEffect(() => clearAdded, []);

  const again = () => {
    setCode(null);
    setQueued(null);
    setAdded(false);
  };

  return (
    <main className={styles.page}>
      {problem !== null ? (
        <p className={styles.card} role="status" data-testid="scan-camera-problem">
          {t(`scan.problem.${problem}`)}
        </p>
      ) : (
        code === null && <CameraScanner onCode={take} onProblem={setProblem} />
      )}
      {code !== null && (
        <section className={styles.card} aria-live="polite">
          <p className={styles.notice} data-testid="scan-code">
            {t('scan.read', { code })}
          </p>
          {queued && (
            <p className={styles.queueNote} role="status" data-testid="scan-queued">
              {t(queued === 'queued' ? 'scan.queue.queued' : 'scan.queue.alreadyQueued', { code })}
            </p>
          )}
          {!queued && product.isPending && <p className={styles.notice}>{t('scan.looking')}</p>}
          {!queued && product.isError && !lostToNetwork && (
            <p className={styles.error} role="alert" data-testid="scan-error">
              {errorCode === ErrorCode.PRODUCT_CODE_UNKNOWN || errorCode === ErrorCode.VALIDATION
                ? t(`errors.${ErrorCode.PRODUCT_CODE_UNKNOWN}`)
                : product.error.message}
            </p>
          )}
          {added && (
            <p className={styles.notice} role="status" data-testid="scan-added">
              {t('scan.added')}
            </p>
          )}
          <div className={styles.actions}>
            <Button className="touch-button" onClick={again}>
              {t('scan.again')}
            </Button>
            {added && (
              <Button
                className="touch-button"
                color="primary"
                fill="outline"
                onClick={() => navigate(PAGES.cart.route)}
              >
                {t('scan.toCart')}
              </Button>
            )}
          </div>
        </section>
      )}
      {!queued && product.data && !added && (
        <ScannedProduct product={product.data} lang={lang} onAdded={() => setAdded(true)} />
      )}
      <ManualCodeForm onCode={take} />
      <ScanQueueList />
    </main>
  );
}
