import { PictureImg } from '@mall/client/components/picture-img';
import { fileSizeText } from '@mall/client/lib/file-size-text';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useTranslation } from '@mall/client/lib/use-translation';
import { UPLOAD_ACCEPT, useFileUploads } from '@mall/client/rfq/use-file-uploads';
import { isImageUpload, type UploadedFile, type UploadPurpose } from '@mall/contract';
import { ProgressBar } from 'antd-mobile';
import { AddOutline, CloseOutline, FileOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import styles from './file-uploader.module.css';

interface FileUploaderProps {
  label: string;
  purpose: UploadPurpose;
  max: number;
  files: UploadedFile[];
  onAdd(file: UploadedFile): void;
  onRemove(id: string): void;
  hint: string;
  error?: string;
  testId: string;
}

/**
 * Files are uploaded as soon as they are picked, each with its progress; a refused one stays in the
 * list with the reason until removed (the bookkeeping is the shared useFileUploads).
 */
export function FileUploader({ label, purpose, max, files, onAdd, onRemove, hint, error, testId }: FileUploaderProps) {
  const { t } = useTranslation();
  const id = useId();
  const { pending, room, multiple, pick, dismiss } = useFileUploads({ purpose, max, uploaded: files.length, onAdd });

  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined} data-testid={testId}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <ul className={styles.list} aria-labelledby={`${id}-label`}>
        {files.map((file) => (
          <li key={file.id} className={styles.item} data-testid="uploaded-file">
            {isImageUpload(file.kind) ? (
              <PictureImg className={styles.thumb} src={file.url} place={PICTURE_PLACES.upload} alt={file.name} />
            ) : (
              <span className={styles.thumb} aria-hidden="true">
                <FileOutline />
              </span>
            )}
            <span className={styles.name}>
              {file.name}
              <small>{fileSizeText(file.size)}</small>
            </span>
            <button
              type="button"
              className={styles.remove}
              aria-label={t('rfq.upload.remove', { name: file.name })}
              onClick={() => onRemove(file.id)}
            >
              <CloseOutline aria-hidden="true" />
            </button>
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.key} className={styles.item} data-testid={item.error ? 'upload-error' : 'upload-progress'}>
            <span className={styles.thumb} aria-hidden="true">
              <FileOutline />
            </span>
            <span className={styles.name}>
              {item.name}
              {item.error ? (
                <small className={styles.error} role="alert">
                  {item.error}
                </small>
              ) : (
                <>
                  <small>{t('rfq.upload.uploading', { percent: item.percent })}</small>
                  <ProgressBar
                    percent={item.percent}
                    aria-label={t('rfq.upload.uploading', { percent: item.percent })}
                  />
                </>
              )}
            </span>
            {item.error && (
              <button
                type="button"
                className={styles.remove}
                aria-label={t('rfq.upload.remove', { name: item.name })}
                onClick={() => dismiss(item.key)}
              >
                <CloseOutline aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {room > 0 && (
        <label className={styles.add}>
          <AddOutline aria-hidden="true" />
          <span>{purpose === 'main_picture' ? t('rfq.upload.addPicture') : t('rfq.upload.add')}</span>
          <input
            className={styles.input}
            type="file"
            accept={UPLOAD_ACCEPT[purpose]}
            multiple={multiple}
            onChange={(event) => {
              pick(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
            data-testid={`${testId}-input`}
          />
        </label>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p className={styles.hint}>{hint}</p>
      )}
    </div>
  );
}
