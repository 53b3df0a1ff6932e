import { ApiError } from '@mall/client/lib/api-client';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { useScanProduct } from '@mall/client/scan/get-scan-product';
import { ErrorCode, PAGES } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DeviceOnly } from '../../../components/device-only';
import { type CameraProblem, CameraScanner } from '../components/camera-scanner';
import { ManualCodeForm } from '../components/manual-code-form';
import styles from '../components/scan.module.css';
import { ScannedProduct } from '../components/scanned-product';

/** `/pages/home/qrCode`: mobile only (SPEC section 6). */
export default function ScanPage() {
  return (
    <DeviceOnly device="mobile">
      <Scanner />
    </DeviceOnly>
  );
}

/** Camera first; the typed code when there is no camera or no permission; then the product and its MOQ. */
function Scanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lang } = useQueryScope();
  const [code, setCode] = useState<string | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [added, setAdded] = useState(false);
  const product = useScanProduct(code);
  const errorCode = product.error instanceof ApiError ? product.error.code : undefined;

  const again = () => {
    setCode(null);
    setAdded(false);
  };

  return (
    <main className={styles.page}>
      {problem !== null ? (
        <p className={styles.card} role="status" data-testid="scan-camera-problem">
          {t(`scan.problem.${problem}`)}
        </p>
      ) : (
        code === null && <CameraScanner onCode={setCode} onProblem={setProblem} />
      )}
      {code !== null && (
        <section className={styles.card} aria-live="polite">
          <p className={styles.notice} data-testid="scan-code">
            {t('scan.read', { code })}
          </p>
          {product.isPending && <p className={styles.notice}>{t('scan.looking')}</p>}
          {product.isError && (
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
      {product.data && !added && <ScannedProduct product={product.data} lang={lang} onAdded={() => setAdded(true)} />}
      <ManualCodeForm
        onCode={(typed) => {
          setAdded(false);
          setCode(typed);
        }}
      />
    </main>
  );
}
