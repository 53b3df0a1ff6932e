import { PictureImg } from '@mall/client/components/picture-img';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { PictureOutline } from 'antd-mobile-icons';
import styles from './after-sales.module.css';

/** The goods' picture, or a neutral placeholder for goods that have none. */
export function GoodsImage({ src }: { src: string }) {
  return src ? (
    <PictureImg className={styles.thumb} src={src} place={PICTURE_PLACES.thumb} alt="" loading="lazy" />
  ) : (
    <span className={styles.thumb} aria-hidden="true">
      <PictureOutline />
    </span>
  );
}
