import type { UploadedFile } from '@mall/contract';
import { Image, Space } from 'antd';
import { CataloguePicture } from './catalogue-picture';

/** A buyer's photographs as square thumbnails `size` px wide, each opening larger, paged through as one group. */
export function UploadedPictures({
  pictures,
  size,
  testId,
}: {
  pictures: readonly UploadedFile[];
  size: number;
  testId: string;
}) {
  return (
    <Image.PreviewGroup>
      <Space wrap size={8}>
        {pictures.map((file) => (
          <CataloguePicture
            key={file.id}
            src={file.url}
            alt={file.name}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            data-testid={testId}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
