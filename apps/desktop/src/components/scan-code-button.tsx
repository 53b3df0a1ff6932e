import { ScanOutlined } from '@ant-design/icons';
import { useTranslation } from '@mall/client/lib/use-translation';
import { lazy, Suspense, useState } from 'react';
import { preload } from './deferred';

const loadDialog = () => import('./scan-code-dialog');
/** The dialog's modal and QR code load when the button is pointed at or pressed, not with the page. */
const ScanCodeDialog = lazy(loadDialog);

/**
 * Scanning needs a phone's camera (SPEC section 6): a computer is told so, with a QR code of the
 * phone's scan page to continue there, logged in as the same buyer once they log in on the phone.
 */
export function ScanCodeButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-text"
        onPointerEnter={() => preload(loadDialog)}
        onFocus={() => preload(loadDialog)}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="scan-code"
      >
        <ScanOutlined aria-hidden="true" />
        {t('pages.qrCode')}
      </button>
      {used && (
        <Suspense fallback={null}>
          <ScanCodeDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
