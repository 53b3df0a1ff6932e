import { FileOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@mall/contract';
import { Space, Typography } from 'antd';

/** A case's or a message's files, each a link that opens (or downloads) it. */
export function CaseFiles({ files, testId }: { files: readonly UploadedFile[]; testId: string }) {
  return (
    <Space direction="vertical" size={2}>
      {files.map((file) => (
        <Typography.Link key={file.id} href={file.url} target="_blank" rel="noreferrer" data-testid={testId}>
          <FileOutlined /> {file.name}
        </Typography.Link>
      ))}
    </Space>
  );
}
