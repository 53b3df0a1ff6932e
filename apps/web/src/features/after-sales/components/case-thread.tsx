import { useSendAfterSalesMessage } from '@mall/client/after-sales/after-sales-actions';
import { isOpenToTalk, messageAuthor, messagesInOrder } from '@mall/client/after-sales/case-view';
import { formatDateTime, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import {
  AFTER_SALES_MESSAGE_MAX_LENGTH,
  type AfterSalesDetail,
  MAX_UPLOAD_FILES,
  type UploadedFile,
} from '@mall/contract';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import fieldStyles from '../../../components/form-field.module.css';
import { showToast } from '../../../lib/overlays';
import { FileUploader } from '../../rfq/components/file-uploader';
import styles from './after-sales.module.css';
import { FileLinks } from './file-links';

/**
 * The conversation between the buyer and the mall's after-sales team about one case, and, while
 * the case is still open to talk about, a box to write in it with photos and files.
 */
export function CaseThread({ item }: { item: AfterSalesDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const open = isOpenToTalk(item);

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {t('afterSales.thread')}
      </h3>
      {item.messages.length === 0 ? (
        <p className={styles.muted} data-testid="case-no-messages">
          {t('afterSales.noMessages')}
        </p>
      ) : (
        <ol className={styles.thread}>
          {messagesInOrder(item).map((message) => (
            <li key={message.id} className={styles.message} data-author={message.author} data-testid="case-message">
              <small data-testid="case-message-author">
                {messageAuthor(message, t)} · {formatDateTime(message.created_at, locale)}
              </small>
              <span className={styles.messageBody}>{message.body}</span>
              <FileLinks files={message.files} label={t('afterSales.fields.files')} />
            </li>
          ))}
        </ol>
      )}
      {open && <Composer caseId={item.id} />}
    </section>
  );
}

function Composer({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const sending = useSendAfterSalesMessage();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [error, setError] = useState<string>();

  const send = async () => {
    const text = body.trim();
    if (!text) {
      setError(t('afterSales.errors.message'));
      return;
    }
    try {
      await sending.mutateAsync({ id: caseId, body: text, files: files.map((file) => file.id) });
    } catch {
      // The client has shown why; what was written stays to be sent again.
      return;
    }
    setBody('');
    setFiles([]);
    showToast({ icon: 'success', content: t('afterSales.sent') });
  };

  return (
    <form
      className={styles.composer}
      noValidate
      aria-label={t('afterSales.thread')}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className={fieldStyles.field} data-invalid={error ? 'true' : undefined}>
        <textarea
          className={fieldStyles.input}
          aria-label={t('afterSales.messagePlaceholder')}
          placeholder={t('afterSales.messagePlaceholder')}
          value={body}
          maxLength={AFTER_SALES_MESSAGE_MAX_LENGTH}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setBody(event.target.value);
            setError(undefined);
          }}
          data-testid="case-message-input"
        />
        {error && (
          <p id={`${id}-error`} className={fieldStyles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <FileUploader
        label={t('afterSales.fields.files')}
        purpose="attachment"
        max={MAX_UPLOAD_FILES}
        files={files}
        onAdd={(file) => setFiles((current) => [...current, file])}
        onRemove={(fileId) => setFiles((current) => current.filter((file) => file.id !== fileId))}
        hint={t('afterSales.fields.filesHint', { count: MAX_UPLOAD_FILES })}
        testId="message-files"
      />
      <div className={styles.composerSend}>
        <Button color="primary" type="submit" loading={sending.isPending} data-testid="case-message-send">
          {t('afterSales.send')}
        </Button>
      </div>
    </form>
  );
}
