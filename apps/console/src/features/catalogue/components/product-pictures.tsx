import { DeleteOutlined } from '@ant-design/icons';
import { useArrangeProductImages, useUploadProductImage } from '@mall/client/console/catalogue/products';
import { ApiError } from '@mall/client/lib/api-client';
import { useTranslation } from '@mall/client/lib/use-translation';
import { ErrorCode, PRODUCT_IMAGES_MAX, type ProductAdminDetail } from '@mall/contract';
import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { CataloguePicture } from '../../../components/catalogue-picture';
import { errorText } from '../../../components/error-text';
import { MoveButtons } from './move-buttons';
import { PictureUpload } from './picture-upload';

/**
 * A product's pictures in order (the first is the main one): upload after the last, move, remove
 * (confirmed). Each change answers the product's new version, which the form's next save carries.
 */
export function ProductPictures({
  product,
  onChanged,
  onStale,
}: {
  product: ProductAdminDetail;
  onChanged: (product: ProductAdminDetail) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadProductImage();
  const arrange = useArrangeProductImages();
  const full = product.images.length >= PRODUCT_IMAGES_MAX;

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === ErrorCode.PRODUCT_CHANGED) onStale();
    else void message.error(errorText(t, error));
  };

  const arrangeTo = async (images: string[]) => {
    try {
      onChanged(await arrange.mutateAsync({ id: product.id, version: product.version, images }));
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div data-testid="product-pictures">
      <Space wrap align="start" size={16} style={{ marginBottom: 16 }}>
        {product.images.map((image, index) => (
          <div key={image} className="catalogue-picture">
            <CataloguePicture src={image} width={120} height={120} style={{ objectFit: 'cover' }} />
            <div>
              {index === 0 && <Tag color="blue">{t('consoleCatalogue.products.pictures.main')}</Tag>}
              <Space size={0}>
                <MoveButtons
                  axis="horizontal"
                  items={product.images}
                  index={index}
                  busy={arrange.isPending}
                  onMove={(images) => void arrangeTo(images)}
                />
                <Popconfirm
                  title={t('consoleCatalogue.products.pictures.removeConfirm')}
                  okText={t('consoleCatalogue.form.remove')}
                  cancelText={t('console.common.cancel')}
                  onConfirm={() => arrangeTo(product.images.filter((other) => other !== image))}
                >
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('consoleCatalogue.form.remove')}
                  />
                </Popconfirm>
              </Space>
            </div>
          </div>
        ))}
      </Space>
      {product.images.length === 0 && (
        <Typography.Paragraph type="secondary">{t('consoleCatalogue.products.pictures.none')}</Typography.Paragraph>
      )}
      <PictureUpload
        upload={async (file) => onChanged(await upload.mutateAsync({ id: product.id, file }))}
        onError={failed}
        disabled={full}
        testId="product-picture-upload"
      >
        {t('consoleCatalogue.products.pictures.upload', { max: PRODUCT_IMAGES_MAX })}
      </PictureUpload>
    </div>
  );
}
