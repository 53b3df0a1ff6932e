import { uploadCatalogueImage } from '@mall/client/console/catalogue/catalogue-images';
import { useTranslation } from '@mall/client/lib/use-translation';
import { App, Space, Typography } from 'antd';
import { useState } from 'react';
import { CataloguePicture } from '../../../components/catalogue-picture';
import { errorText } from '../../../components/error-text';
import { PictureUpload } from './picture-upload';

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
  const shown = uploaded && uploaded.id === value ? uploaded.url : current;
  return (
    <Space align="start" size={16}>
      {shown ? (
        <CataloguePicture src={shown} width={width} style={{ objectFit: 'contain', background: '#fafafa' }} />
      ) : (
        <Typography.Text type="secondary">{t('consoleCatalogue.form.noPicture')}</Typography.Text>
      )}
      <PictureUpload
        upload={async (file) => {
          const image = await uploadCatalogueImage(file);
          setUploaded({ id: image.id, url: image.url });
          onChange?.(image.id);
          return image;
        }}
        onError={(error) => void message.error(errorText(t, error))}
        testId={testId}
      >
        {shown ? t('consoleCatalogue.form.replacePicture') : t('consoleCatalogue.form.uploadPicture')}
      </PictureUpload>
    </Space>
  );
}
