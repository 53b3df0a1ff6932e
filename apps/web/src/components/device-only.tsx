import { useTranslation } from '@mall/client/lib/use-translation';
import { isMobileUserAgent } from '@mall/contract';
import type { ReactNode } from 'react';

/**
 * Features of one kind of device (SPEC section 6): scanning is for phones, some work is for a
 * computer; on the other kind the user is asked to switch.
 */
export function DeviceOnly({ device, children }: { device: 'mobile' | 'computer'; children: ReactNode }) {
  const { t } = useTranslation();
  const mobile = isMobileUserAgent(navigator.userAgent);
  if ((device === 'mobile') === mobile) return children;
  return (
    <p className="page-message" role="status" data-testid="device-only">
      {t(device === 'mobile' ? 'device.useMobile' : 'device.useComputer')}
    </p>
  );
}
