import { useTranslation } from '@mall/client/lib/use-translation';
import type { Device } from '@mall/contract';
import { BankcardOutline, GlobalOutline, PhoneFill, PictureOutline } from 'antd-mobile-icons';

// antd-mobile-icons draws no devices: the nearest shapes (a handset, a framed screen, a window).
const ICONS = { mobile: PhoneFill, tablet: PictureOutline, desktop: BankcardOutline } as const;

/** The kind of a device as a picture, named for screen readers; an unknown kind is a plain globe. */
export function DeviceIcon({ kind, className }: { kind: Device['kind']; className?: string }) {
  const { t } = useTranslation();
  if (!kind) return <GlobalOutline className={className} aria-hidden="true" />;
  const Icon = ICONS[kind];
  return <Icon className={className} role="img" aria-label={t(`logs.device.kinds.${kind}`)} />;
}
