import { PictureImg } from '@mall/client/components/picture-img';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useState } from 'react';
import styles from './vendors.module.css';

/**
 * The store's logo fading in over a neutral square, or the first letter of its name when it has
 * none or it cannot be loaded. Decorative: the name is always written beside it.
 */
export function VendorLogo({ logo, name, large = false }: { logo: string; name: string; large?: boolean }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '';
  return (
    <span
      className={large ? `${styles.logo} ${styles.logoLarge}` : styles.logo}
      aria-hidden="true"
      data-testid="vendor-logo"
    >
      {logo && state !== 'failed' ? (
        <PictureImg
          className={state === 'loaded' ? `${styles.logoImage} ${styles.loaded}` : styles.logoImage}
          src={logo}
          place={PICTURE_PLACES.logo}
          alt=""
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      ) : (
        initial
      )}
    </span>
  );
}
