import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  PRODUCT_TEMPLATE_PATH,
  useConfirmProductImport,
  usePreviewProductImport,
  useProductImportStatus,
} from '@mall/client/console/catalogue/product-import';
import { ApiError } from '@mall/client/lib/api-client';
import { useTranslation } from '@mall/client/lib/use-translation';
import { ErrorCode, PRODUCT_IMPORT_MAX_ROWS, type ProductImport } from '@mall/contract';
import { Alert, App, Button, Drawer, Progress, Space, Statistic, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../components/error-text';

/**
 * A refused file's reason, with what the server names beside its code: the missing columns
 * (60404), the broken line (60411).
 */
export function refusalText(t: (key: string, options?: Record<string, unknown>) => string, error: unknown): string {
  const text = errorText(t as never, error);
  if (!(error instanceof ApiError)) return text;
  const data = (error.data ?? {}) as { columns?: unknown; row?: unknown };
  if (error.code === ErrorCode.IMPORT_COLUMNS_MISSING && Array.isArray(data.columns))
    return `${text} ${t('consoleCatalogue.import.missingColumns', { columns: data.columns.join(', ') })}`;
  if (error.code === ErrorCode.IMPORT_NOT_CSV && typeof data.row === 'number')
    return `${text} ${t('consoleCatalogue.import.brokenRow', { row: data.row })}`;
  return text;
}

/** What a preview will do: rows to create, update and reject, and the rejected rows with their reasons. */
export function ImportPreview({ preview }: { preview: ProductImport }) {
  const { t } = useTranslation();
  return (
    <div data-testid="import-preview">
      <Space size={48} style={{ marginBottom: 16 }}>
        <Statistic title={t('consoleCatalogue.import.rows')} value={preview.total_rows} />
        <Statistic
          title={t('consoleCatalogue.import.toCreate')}
          value={preview.create_count}
          valueStyle={{ color: '#389e0d' }}
          data-testid="import-create-count"
        />
        <Statistic
          title={t('consoleCatalogue.import.toUpdate')}
          value={preview.update_count}
          valueStyle={{ color: '#1677ff' }}
          data-testid="import-update-count"
        />
        <Statistic
          title={t('consoleCatalogue.import.toReject')}
          value={preview.reject_count}
          valueStyle={{ color: preview.reject_count ? '#cf1322' : undefined }}
          data-testid="import-reject-count"
        />
      </Space>
      {preview.reject_count > 0 && (
        <>
          <Typography.Paragraph type="secondary">
            {preview.reject_count > preview.rejects.length
              ? t('consoleCatalogue.import.rejectsFirst', {
                  shown: preview.rejects.length,
                  count: preview.reject_count,
                })
              : t('consoleCatalogue.import.rejectsAll')}
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey={(reject) => `${reject.row}-${reject.column}`}
            dataSource={preview.rejects}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            data-testid="import-rejects"
            columns={[
              { title: t('consoleCatalogue.import.row'), dataIndex: 'row', width: 90 },
              { title: t('consoleCatalogue.import.column'), dataIndex: 'column', width: 180 },
              { title: t('consoleCatalogue.import.reason'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </div>
  );
}

/** A confirmed import's progress, read every second until it is done or failed. */
export function ImportProgress({ id }: { id: number }) {
  const { t } = useTranslation();
  const status = useProductImportStatus(id);
  const job = status.data;
  if (!job) return <Progress percent={0} status="active" />;
  const total = job.create_count + job.update_count;
  const percent = total === 0 ? 100 : Math.floor((job.rows_done / total) * 100);
  return (
    <div data-testid="import-progress" data-state={job.state}>
      <Typography.Paragraph>{t(`consoleCatalogue.import.state.${job.state}`)}</Typography.Paragraph>
      <Progress
        percent={job.state === 'done' ? 100 : percent}
        status={job.state === 'failed' ? 'exception' : job.state === 'done' ? 'success' : 'active'}
      />
      <Typography.Paragraph type="secondary">
        {t('consoleCatalogue.import.progress', {
          done: job.rows_done,
          total,
          created: job.created,
          updated: job.updated,
        })}
      </Typography.Paragraph>
      {job.state === 'done' && (
        <Alert
          type="success"
          showIcon
          message={t('consoleCatalogue.import.done', { created: job.created, updated: job.updated })}
          data-testid="import-done"
        />
      )}
      {job.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          message={t('consoleCatalogue.import.failed')}
          description={job.error}
          data-testid="import-failed"
        />
      )}
    </div>
  );
}

/**
 * The CSV import in three steps: the file (with the template to start from), the preview of what
 * it will do, then, confirmed, its progress. A refused file changes nothing and says why.
 */
export function ImportDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // Each opening starts at the file step, even when it comes before the last closing has finished.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening(opening + 1);
  }
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={820}
      destroyOnHidden
      title={t('consoleCatalogue.import.title')}
      data-testid="import-drawer"
    >
      <ImportSteps key={opening} onClose={onClose} />
    </Drawer>
  );
}

export function ImportSteps({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const preview = usePreviewProductImport();
  const confirm = useConfirmProductImport();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<number>();
  const current = preview.data;

  const read = async (file: File) => {
    setRefusal(null);
    setConfirmed(undefined);
    try {
      await preview.mutateAsync(file);
    } catch (error) {
      preview.reset();
      setRefusal(refusalText(t, error));
    }
  };

  const apply = (job: ProductImport) =>
    modal.confirm({
      title: t('consoleCatalogue.import.confirmTitle'),
      content: t('consoleCatalogue.import.confirmBody', { create: job.create_count, update: job.update_count }),
      okText: t('consoleCatalogue.import.confirm'),
      cancelText: t('console.common.cancel'),
      onOk: async () => {
        try {
          setConfirmed((await confirm.mutateAsync(job.id)).id);
        } catch (error) {
          setRefusal(errorText(t, error));
        }
      },
    });

  return (
    <div>
      <Typography.Paragraph>
        {t('consoleCatalogue.import.intro', { max: PRODUCT_IMPORT_MAX_ROWS.toLocaleString() })}{' '}
        <a href={PRODUCT_TEMPLATE_PATH} download data-testid="import-template">
          <DownloadOutlined /> {t('consoleCatalogue.import.template')}
        </a>
      </Typography.Paragraph>
      {confirmed === undefined && (
        <Upload.Dragger
          accept=".csv,text/csv"
          showUploadList={false}
          disabled={preview.isPending}
          customRequest={({ file, onSuccess }) => {
            void read(file as File).then(() => onSuccess?.(null));
          }}
          data-testid="import-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            {preview.isPending ? t('consoleCatalogue.import.reading') : t('consoleCatalogue.import.drop')}
          </p>
          <p className="ant-upload-hint">{t('consoleCatalogue.import.dropHint')}</p>
        </Upload.Dragger>
      )}
      {refusal && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          message={t('consoleCatalogue.import.refused')}
          description={refusal}
          data-testid="import-refusal"
        />
      )}
      {current && (
        <div style={{ marginTop: 24 }}>
          <Typography.Title level={5}>
            {t('consoleCatalogue.import.previewOf', { file: current.file_name })}
          </Typography.Title>
          <ImportPreview preview={current} />
          {confirmed === undefined ? (
            <Space style={{ marginTop: 16 }}>
              <Button
                type="primary"
                disabled={current.create_count + current.update_count === 0}
                loading={confirm.isPending}
                onClick={() => apply(current)}
                data-testid="import-confirm"
              >
                {t('consoleCatalogue.import.confirm')}
              </Button>
              <Button onClick={onClose}>{t('console.common.cancel')}</Button>
            </Space>
          ) : (
            <div style={{ marginTop: 16 }}>
              <ImportProgress id={confirmed} />
              <Button style={{ marginTop: 16 }} onClick={onClose} data-testid="import-close">
                {t('console.common.close')}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
