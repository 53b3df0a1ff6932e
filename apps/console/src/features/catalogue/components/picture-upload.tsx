import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { type ReactNode, useState } from 'react';

/** The picture kinds the server takes (decision 024). */
const PICTURE_TYPES = 'image/jpeg,image/png';

/**
 * A button that uploads one picture: `upload` sends it and takes the answer, `onError` says what
 * went wrong; the button is busy until either is done.
 */
export function PictureUpload({
  upload,
  onError,
  disabled,
  testId,
  children,
}: {
  upload: (file: Blob) => Promise<unknown>;
  onError: (error: unknown) => void;
  disabled?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept={PICTURE_TYPES}
      showUploadList={false}
      disabled={disabled}
      customRequest={({ file, onSuccess, onError: failed }) => {
        setBusy(true);
        upload(file as Blob)
          .then((answer) => onSuccess?.(answer))
          .catch((error: unknown) => {
            onError(error);
            failed?.(error as Error);
          })
          .finally(() => setBusy(false));
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy} disabled={disabled} data-testid={testId}>
        {children}
      </Button>
    </Upload>
  );
}
