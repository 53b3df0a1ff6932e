import { PictureImg } from '@mall/client/components/picture-img';
import { formatDateTime, useLocale } from '@mall/client/lib/locale';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type AfterSalesStatus, type AfterSalesSummary, isImageUpload, type UploadedFile } from '@mall/contract';
import { Tag } from 'antd';

const STATUS_COLOURS: Record<AfterSalesStatus, string> = {
  submitted: 'blue',
  escalated: 'red',
  accepted: 'orange',
  rejected: 'default',
  waiting_return: 'orange',
  resolved: 'green',
  closed: 'default',
};

/** Only a case still waiting for its first answer can be late: the others have been answered. */
export const isOverdue = (item: Pick<AfterSalesSummary, 'status' | 'overdue'>) =>
  item.status === 'submitted' && item.overdue;

/** The case's state, and whether the mall is late to answer it. */
export function CaseStatusTags({ item }: { item: Pick<AfterSalesSummary, 'status' | 'overdue'> }) {
  const { t } = useTranslation();
  return (
    <span className="after-sales-tags">
      <Tag color={STATUS_COLOURS[item.status]} data-testid="case-status">
        {t(`afterSales.status.${item.status}`)}
      </Tag>
      {isOverdue(item) && (
        <Tag color="red" bordered={false} data-testid="case-overdue">
          {t('afterSales.overdue')}
        </Tag>
      )}
    </span>
  );
}

/** The goods' picture (a grey square where there is none) and name. */
export function CaseGoods({ item }: { item: Pick<AfterSalesSummary, 'image' | 'name'> }) {
  return (
    <span className="after-sales-goods">
      {item.image ? (
        <PictureImg className="after-sales-thumb" src={item.image} place={PICTURE_PLACES.thumb} alt="" loading="lazy" />
      ) : (
        <span className="after-sales-thumb" aria-hidden="true" />
      )}
      <span>{item.name}</span>
    </span>
  );
}

/** Photos and files of a case or a message, each opening in a new tab; photos with a thumbnail. */
export function CaseFiles({ files, label }: { files: readonly UploadedFile[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <ul className="rfq-files after-sales-files" aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} target="_blank" rel="noreferrer" data-testid="case-file">
            {isImageUpload(file.kind) && <PictureImg src={file.url} place={PICTURE_PLACES.upload} alt="" />}
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A moment of the case to the minute, in a `time` element. */
export function CaseTime({ at }: { at: string }) {
  const locale = useLocale();
  return <time dateTime={at}>{formatDateTime(at, locale)}</time>;
}
