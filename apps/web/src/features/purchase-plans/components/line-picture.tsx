import { PictureImg } from '@mall/client/components/picture-img';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useTranslation } from '@mall/client/lib/use-translation';
import { UPLOAD_ACCEPT, useFileUploads } from '@mall/client/rfq/use-file-uploads';
import { ProgressBar } from 'antd-mobile';
import { AddOutline, CloseOutline, PictureOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import type { LinePictureFile } from './plan-form';
import styles from './purchase-plans.module.css';

/**
 * A line's optional picture, uploaded as soon as it is picked (the RFQ's main-picture rules and
 * bookkeeping): the one a line needs to be posted as an RFQ.
 */
export function LinePicture({
  picture,
  onChange,
}: {
  picture: LinePictureFile | null;
  onChange(picture: LinePictureFile | null): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { pending, room, pick, dismiss } = useFileUploads({
    purpose: 'main_picture',
    max: 1,
    uploaded: picture ? 1 : 0,
    onAdd: (file) => onChange({ id: file.id, name: file.name, url: file.url }),
  });

  return (
    <div className={styles.pictureField} data-testid="line-picture">
      <span className={styles.fieldLabel}>
        {t('purchasePlans.fields.picture')}
        <span className={styles.optional}>{t('purchasePlans.optional')}</span>
      </span>
      {picture && (
        <div className={styles.upload}>
          <PictureImg
            className={styles.uploadThumb}
            src={picture.url}
            place={PICTURE_PLACES.upload}
            alt={picture.name}
          />
          <span className={styles.uploadName}>{picture.name}</span>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('rfq.upload.remove', { name: picture.name })}
            onClick={() => onChange(null)}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
      )}
      {pending.map((item) => (
        <div key={item.key} className={styles.upload} data-testid={item.error ? 'upload-error' : 'upload-progress'}>
          <span className={styles.uploadThumb} aria-hidden="true">
            <PictureOutline />
          </span>
          <span className={styles.uploadName}>
            {item.name}
            {item.error ? (
              <small className={styles.uploadError} role="alert">
                {item.error}
              </small>
            ) : (
              <>
                <small className={styles.uploadNote}>{t('rfq.upload.uploading', { percent: item.percent })}</small>
                <ProgressBar percent={item.percent} aria-label={t('rfq.upload.uploading', { percent: item.percent })} />
              </>
            )}
          </span>
          {item.error && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('rfq.upload.remove', { name: item.name })}
              onClick={() => dismiss(item.key)}
            >
              <CloseOutline aria-hidden="true" />
            </button>
          )}
        </div>
      ))}
      {room > 0 && (
        <label className={styles.addPicture}>
          <AddOutline aria-hidden="true" />
          <span>{t('rfq.upload.addPicture')}</span>
          <input
            className={styles.fileInput}
            type="file"
            accept={UPLOAD_ACCEPT.main_picture}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              pick(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
            data-testid="line-picture-input"
          />
        </label>
      )}
      <p id={`${id}-hint`} className={styles.hint}>
        {t('purchasePlans.fields.pictureHint')}
      </p>
    </div>
  );
}
