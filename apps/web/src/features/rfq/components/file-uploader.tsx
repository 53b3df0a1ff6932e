import { ApiError } from '@mall/client/lib/api-client';
import { uploadFile } from '@mall/client/rfq/upload-file';
import { ErrorCode, UPLOAD_FILE_MAX_BYTES, type UploadedFile, type UploadPurpose } from '@mall/contract';
import { ProgressBar } from 'antd-mobile';
import { AddOutline, CloseOutline, FileOutline } from 'antd-mobile-icons';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './file-uploader.module.css';

/** What the picker offers; the server decides from the bytes anyway. */
const ACCEPT = {
  main_picture: '.jpg,.jpeg,.png,image/jpeg,image/png',
  attachment: '.jpg,.jpeg,.png,.xls,.xlsx,.doc,.docx',
} as const satisfies Record<UploadPurpose, string>;

interface Pending {
  key: number;
  name: string;
  percent: number;
  error?: string;
}

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

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Files are uploaded as soon as they are picked, each with its progress; a refused one stays in the
 * list with the reason until removed. Checks the page can make (size, empty, count) come first.
 */
export function FileUploader({ label, purpose, max, files, onAdd, onRemove, hint, error, testId }: FileUploaderProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const [pending, setPending] = useState<Pending[]>([]);
  const uploading = pending.filter((p) => !p.error).length;
  const room = max - files.length - uploading;

  const update = (key: number, change: Partial<Pending> | null) =>
    setPending((list) =>
      change ? list.map((p) => (p.key === key ? { ...p, ...change } : p)) : list.filter((p) => p.key !== key),
    );

  const start = (file: File) => {
    const key = nextKey.current++;
    const precheck =
      file.size === 0
        ? t(`errors.${ErrorCode.FILE_EMPTY}`)
        : file.size > UPLOAD_FILE_MAX_BYTES
          ? t(`errors.${ErrorCode.FILE_TOO_LARGE}`)
          : undefined;
    setPending((list) => [...list, { key, name: file.name, percent: 0, error: precheck }]);
    if (precheck) return;
    uploadFile(file, purpose, (percent) => update(key, { percent }))
      .then((uploaded) => {
        update(key, null);
        onAdd(uploaded);
      })
      .catch((failure: unknown) => {
        const message = failure instanceof ApiError ? failure.message : t('rfq.upload.failed');
        update(key, { error: message || t('rfq.upload.failed') });
      });
  };

  const pick = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    chosen.slice(0, Math.max(0, room)).forEach(start);
    if (chosen.length > room) {
      const key = nextKey.current++;
      setPending((current) => [
        ...current,
        {
          key,
          name: chosen
            .slice(room)
            .map((f) => f.name)
            .join(', '),
          percent: 0,
          error: t(`errors.${ErrorCode.FILE_TOO_MANY}`),
        },
      ]);
    }
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined} data-testid={testId}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <ul className={styles.list} aria-labelledby={`${id}-label`}>
        {files.map((file) => (
          <li key={file.id} className={styles.item} data-testid="uploaded-file">
            {file.kind === 'jpg' || file.kind === 'png' ? (
              <img className={styles.thumb} src={file.url} alt={file.name} />
            ) : (
              <span className={styles.thumb} aria-hidden="true">
                <FileOutline />
              </span>
            )}
            <span className={styles.name}>
              {file.name}
              <small>{sizeText(file.size)}</small>
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
                onClick={() => update(item.key, null)}
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
            ref={input}
            className={styles.input}
            type="file"
            accept={ACCEPT[purpose]}
            multiple={max - files.length > 1}
            onChange={(event) => pick(event.target.files)}
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
