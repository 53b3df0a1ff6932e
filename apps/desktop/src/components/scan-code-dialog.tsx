import { useTranslation } from '@mall/client/lib/use-translation';
import { H5_BASE_PATH, PAGES } from '@mall/contract';
import { Modal, QRCode, Typography } from 'antd';

/** The phone's scan page as a QR code and an address to copy. */
export default function ScanCodeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const address = `${window.location.origin}${H5_BASE_PATH}#${PAGES.qrCode.route}`;
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('pages.qrCode')} width={380}>
      <div className="scan-code" data-testid="scan-code-dialog">
        <p className="scan-code-message">{t('device.useMobile')}</p>
        <QRCode value={address} type="svg" size={200} bordered={false} />
        <Typography.Text copyable className="scan-code-address">
          {address}
        </Typography.Text>
      </div>
    </Modal>
  );
}
