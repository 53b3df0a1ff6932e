import { FileOutlined } from '@ant-design/icons';
import { isImageUpload, type UploadedFile } from '@mall/contract';
import { Space, Typography } from 'antd';
import { UploadedPictures } from '../../../components/uploaded-pictures';

/**
 * A case's or a message's files: the photographs first, as thumbnails that open larger (what an
 * operator judges a claim by), then every file as a link that opens (or downloads) it.
 */
export function CaseFiles({ files, testId }: { files: readonly UploadedFile[]; testId: string }) {
  const pictures = files.filter((file) => isImageUpload(file.kind));
  return (
    <Space direction="vertical" size={4}>
      {pictures.length > 0 && <UploadedPictures pictures={pictures} size={64} testId={`${testId}-picture`} />}
      {files.map((file) => (
        <Typography.Link key={file.id} href={file.url} target="_blank" rel="noreferrer" data-testid={testId}>
          <FileOutlined /> {file.name}
        </Typography.Link>
      ))}
    </Space>
  );
}
