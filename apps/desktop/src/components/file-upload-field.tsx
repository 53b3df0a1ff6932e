import { DeleteOutlined, FileOutlined, InboxOutlined } from '@ant-design/icons';
import { PictureImg } from '@mall/client/components/picture-img';
import { fileSizeText } from '@mall/client/lib/file-size-text';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { UploadedFiles } from '@mall/client/rfq/rfq-form';
import { UPLOAD_ACCEPT, useFileUploads } from '@mall/client/rfq/use-file-uploads';
import { isImageUpload, type UploadPurpose } from '@mall/contract';
import { Button, Form, Progress, Upload } from 'antd';
import { fieldStatus } from './field-status';
import './file-upload-field.css';

interface FileUploadFieldProps {
  label: string;
  purpose: UploadPurpose;
  max: number;
  uploaded: UploadedFiles;
  /** What the drop area says. */
  dropText: string;
  hint: string;
  error?: string;
  testId: string;
}

/**
 * A drop area (or a click to choose) while there is room, and the files below it: uploaded ones
 * with a thumbnail or icon, those on their way with their progress, refused ones with the reason.
 * The bookkeeping is the phone's (useFileUploads); antd's Upload only picks the files.
 */
export function FileUploadField({
  label,
  purpose,
  max,
  uploaded,
  dropText,
  hint,
  error,
  testId,
}: FileUploadFieldProps) {
  const { t } = useTranslation();
  const uploads = useFileUploads({ purpose, max, uploaded: uploaded.files.length, onAdd: uploaded.add });
  const inputId = `upload-${testId}`;
  const removeButton = (name: string, onClick: () => void) => (
    <Button
      type="text"
      icon={<DeleteOutlined />}
      aria-label={t('rfq.upload.remove', { name })}
      title={t('rfq.upload.remove', { name })}
      onClick={onClick}
    />
  );

  return (
    <Form.Item label={label} htmlFor={inputId} extra={error ? undefined : hint} {...fieldStatus(error)}>
      <div className="file-upload" data-testid={testId} data-invalid={error ? 'true' : undefined}>
        {uploads.room > 0 && (
          <Upload.Dragger
            id={inputId}
            accept={UPLOAD_ACCEPT[purpose]}
            multiple={uploads.multiple}
            showUploadList={false}
            // Called once per file with the whole batch: the batch is handed over once, and antd keeps no list of its own.
            beforeUpload={(file, batch) => {
              if (file === batch[0]) uploads.pick(batch);
              return Upload.LIST_IGNORE;
            }}
          >
            <InboxOutlined className="file-upload-icon" aria-hidden="true" />
            <span className="file-upload-text">{dropText}</span>
          </Upload.Dragger>
        )}
        {(uploaded.files.length > 0 || uploads.pending.length > 0) && (
          <ul className="file-upload-list" aria-label={label}>
            {uploaded.files.map((file) => (
              <li key={file.id} className="file-upload-item" data-testid="uploaded-file">
                {isImageUpload(file.kind) ? (
                  <PictureImg
                    className="file-upload-thumb"
                    src={file.url}
                    place={PICTURE_PLACES.upload}
                    alt={file.name}
                  />
                ) : (
                  <span className="file-upload-thumb" aria-hidden="true">
                    <FileOutlined />
                  </span>
                )}
                <span className="file-upload-name">
                  <span>{file.name}</span>
                  <small>{fileSizeText(file.size)}</small>
                </span>
                {removeButton(file.name, () => uploaded.remove(file.id))}
              </li>
            ))}
            {uploads.pending.map((item) => (
              <li
                key={item.key}
                className="file-upload-item"
                data-testid={item.error ? 'upload-error' : 'upload-progress'}
              >
                <span className="file-upload-thumb" aria-hidden="true">
                  <FileOutlined />
                </span>
                <span className="file-upload-name">
                  <span>{item.name}</span>
                  {item.error ? (
                    <small className="file-upload-error" role="alert">
                      {item.error}
                    </small>
                  ) : (
                    <>
                      <small>{t('rfq.upload.uploading', { percent: item.percent })}</small>
                      <Progress percent={item.percent} size="small" showInfo={false} aria-hidden="true" />
                    </>
                  )}
                </span>
                {item.error && removeButton(item.name, () => uploads.dismiss(item.key))}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Form.Item>
  );
}
