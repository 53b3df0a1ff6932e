import { PictureOutline } from 'antd-mobile-icons';
import styles from './after-sales.module.css';

/** The goods' picture, or a neutral placeholder for goods that have none. */
export function GoodsImage({ src }: { src: string }) {
  return src ? (
    <img className={styles.thumb} src={src} alt="" loading="lazy" />
  ) : (
    <span className={styles.thumb} aria-hidden="true">
      <PictureOutline />
    </span>
  );
}
