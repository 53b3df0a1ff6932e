import { UploadOutlined } from '@ant-design/icons';
import { uploadCatalogueImage } from '@mall/client/console/catalogue/catalogue-images';
import { App, Button, Image, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/error-text';

/**
 * A store logo or banner picture as a form field: its value is the uploaded picture's id (what the
 * server takes); `current` is the picture shown until another is uploaded.
 */
export function PictureField({
  value,
  onChange,
  current,
  width = 160,
  testId,
}: {
  value?: string;
  onChange?: (id: string) => void;
  current?: string;
  width?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploaded, setUploaded] = useState<{ id: string; url: string }>();
  const [busy, setBusy] = useState(false);
  const shown = uploaded && uploaded.id === value ? uploaded.url : current;
  return (
    <Space align="start" size={16}>
      {shown ? (
        <Image src={shown} width={width} style={{ objectFit: 'contain', background: '#fafafa' }} />
      ) : (
        <Typography.Text type="secondary">{t('consoleCatalogue.form.noPicture')}</Typography.Text>
      )}
      <Upload
        accept="image/jpeg,image/png"
        showUploadList={false}
        customRequest={({ file, onSuccess, onError }) => {
          setBusy(true);
          uploadCatalogueImage(file as Blob)
            .then((image) => {
              setUploaded({ id: image.id, url: image.url });
              onChange?.(image.id);
              onSuccess?.(image);
            })
            .catch((error: unknown) => {
              void message.error(errorText(t, error));
              onError?.(error as Error);
            })
            .finally(() => setBusy(false));
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid={testId}>
          {shown ? t('consoleCatalogue.form.replacePicture') : t('consoleCatalogue.form.uploadPicture')}
        </Button>
      </Upload>
    </Space>
  );
}
