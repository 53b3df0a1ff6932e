import { DesktopOutlined, MobileOutlined, QuestionCircleOutlined, TabletOutlined } from '@ant-design/icons';
import { deviceText } from '@mall/client/account-activity/describe-event';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { Device } from '@mall/contract';

const ICONS = { mobile: MobileOutlined, tablet: TabletOutlined, desktop: DesktopOutlined };

/** A device as the buyer knows it: its kind as an icon (named for screen readers), then browser and system. */
export function DeviceName({ device }: { device: Device }) {
  const { t } = useTranslation();
  const Icon = device.kind ? ICONS[device.kind] : QuestionCircleOutlined;
  const kind = device.kind ? t(`logs.device.kinds.${device.kind}`) : t('logs.device.unknown');
  return (
    <span className="logs-device">
      <Icon aria-label={kind} title={kind} />
      {deviceText(t, device)}
    </span>
  );
}
