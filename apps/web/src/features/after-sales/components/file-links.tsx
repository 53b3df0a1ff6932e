import { PictureImg } from '@mall/client/components/picture-img';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { isImageUpload, type UploadedFile } from '@mall/contract';
import { FileOutline } from 'antd-mobile-icons';
import styles from './after-sales.module.css';

/** Photos and files sent with a case or a message, each opening in a new tab; photos as thumbnails. */
export function FileLinks({ files, label }: { files: UploadedFile[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.files} aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <a className={styles.fileLink} href={file.url} target="_blank" rel="noreferrer" data-testid="case-file">
            {isImageUpload(file.kind) ? (
              <PictureImg
                className={styles.fileThumb}
                src={file.url}
                place={PICTURE_PLACES.upload}
                alt=""
                loading="lazy"
              />
            ) : (
              <span className={styles.fileThumb} aria-hidden="true">
                <FileOutline />
              </span>
            )}
            <span className={styles.fileName}>{file.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
