import { useTranslation } from '@mall/client/lib/use-translation';
import { ErrorCode, UPLOAD_FILE_MAX_BYTES, type UploadedFile, type UploadPurpose } from '@mall/contract';
import { useRef, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { uploadFile } from './upload-file';

/** What a picker offers; the server decides from the bytes anyway. */
export const UPLOAD_ACCEPT = {
  main_picture: '.jpg,.jpeg,.png,image/jpeg,image/png',
  attachment: '.jpg,.jpeg,.png,.xls,.xlsx,.doc,.docx',
} as const satisfies Record<UploadPurpose, string>;

/** A file on its way up (with its progress, 0-100), or refused (with the reason). */
export interface PendingUpload {
  key: number;
  name: string;
  percent: number;
  error?: string;
}

export interface FileUploadsOptions {
  purpose: UploadPurpose;
  /** How many files the field holds at most. */
  max: number;
  /** How many it holds already. */
  uploaded: number;
  onAdd(file: UploadedFile): void;
}

/**
 * The bookkeeping of a file picker on every site: files are uploaded as soon as they are picked,
 * each with its progress; a refused one stays listed with the reason until dismissed or the next
 * pick. The checks
 * the page can make (empty, too large, too many) come first and send nothing.
 */
export function useFileUploads({ purpose, max, uploaded, onAdd }: FileUploadsOptions) {
  const { t } = useTranslation();
  const nextKey = useRef(0);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const uploading = pending.filter((p) => !p.error).length;
  const room = max - uploaded - uploading;

  const update = (key: number, change: Partial<PendingUpload> | null) =>
    setPending((list) =>
      change ? list.map((p) => (p.key === key ? { ...p, ...change } : p)) : list.filter((p) => p.key !== key),
    );

  const refuse = (name: string, error: string) => {
    const key = nextKey.current++;
    setPending((list) => [...list, { key, name, percent: 0, error }]);
  };

  const start = (file: File) => {
    const precheck =
      file.size === 0
        ? t(`errors.${ErrorCode.FILE_EMPTY}`)
        : file.size > UPLOAD_FILE_MAX_BYTES
          ? t(`errors.${ErrorCode.FILE_TOO_LARGE}`)
          : undefined;
    if (precheck) {
      refuse(file.name, precheck);
      return;
    }
    const key = nextKey.current++;
    setPending((list) => [...list, { key, name: file.name, percent: 0 }]);
    uploadFile(file, purpose, (percent) => update(key, { percent }))
      .then((done) => {
        update(key, null);
        onAdd(done);
      })
      .catch((failure: unknown) => {
        const message = failure instanceof ApiError ? failure.message : '';
        update(key, { error: message || t('rfq.upload.failed') });
      });
  };

  /**
   * Starts the files picked, as many as there is room for; the rest are listed, named, as too many.
   * A new pick answers the earlier refusals, so they go: only this pick's refusals are shown.
   */
  const pick = (chosen: readonly File[]) => {
    setPending((list) => list.filter((p) => !p.error));
    const fits = Math.max(0, room);
    chosen.slice(0, fits).forEach(start);
    if (chosen.length > fits) {
      refuse(
        chosen
          .slice(fits)
          .map((f) => f.name)
          .join(', '),
        t(`errors.${ErrorCode.FILE_TOO_MANY}`),
      );
    }
  };

  return {
    pending,
    /** How many more files may be picked. */
    room,
    /** Whether the picker may offer several files at once. */
    multiple: max - uploaded > 1,
    pick,
    dismiss: (key: number) => update(key, null),
  };
}
