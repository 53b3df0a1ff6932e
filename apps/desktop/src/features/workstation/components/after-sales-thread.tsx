import { useSendAfterSalesMessage } from '@mall/client/after-sales/after-sales-actions';
import { isOpenToTalk, messageAuthor, messagesInOrder } from '@mall/client/after-sales/case-view';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { UploadedFiles } from '@mall/client/rfq/rfq-form';
import {
  AFTER_SALES_MESSAGE_MAX_LENGTH,
  type AfterSalesDetail,
  MAX_UPLOAD_FILES,
  type UploadedFile,
} from '@mall/contract';
import { App, Button, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { fieldStatus } from '../../../components/field-status';
import { FileUploadField } from '../../../components/file-upload-field';
import { CaseFiles, CaseTime } from './after-sales-tags';

/** A reply with photos and files; what was written stays when the server refuses it. */
function Composer({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sending = useSendAfterSalesMessage();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [error, setError] = useState<string>();
  const uploaded: UploadedFiles = {
    files,
    // Functional updates: several uploads may finish before the box renders again.
    add: (file) => setFiles((current) => [...current, file]),
    remove: (id) => setFiles((current) => current.filter((file) => file.id !== id)),
  };

  const send = async () => {
    const text = body.trim();
    if (!text) {
      setError(t('afterSales.errors.message'));
      return;
    }
    try {
      await sending.mutateAsync({ id: caseId, body: text, files: files.map((file) => file.id) });
    } catch {
      // The API client has said why.
      return;
    }
    setBody('');
    setFiles([]);
    void message.success(t('afterSales.sent'));
  };

  return (
    <Form
      layout="vertical"
      noValidate
      onFinish={() => void send()}
      className="after-sales-composer"
      aria-label={t('afterSales.messagePlaceholder')}
    >
      <Form.Item label={t('desktop.afterSales.reply')} htmlFor={`case-message-${caseId}`} {...fieldStatus(error)}>
        <Input.TextArea
          id={`case-message-${caseId}`}
          value={body}
          rows={3}
          maxLength={AFTER_SALES_MESSAGE_MAX_LENGTH}
          placeholder={t('afterSales.messagePlaceholder')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setBody(event.target.value);
            setError(undefined);
          }}
          data-testid="case-message-input"
        />
      </Form.Item>
      <FileUploadField
        label={t('afterSales.fields.files')}
        purpose="attachment"
        max={MAX_UPLOAD_FILES}
        uploaded={uploaded}
        dropText={t('desktop.rfq.dropFiles')}
        hint={t('afterSales.fields.filesHint', { count: MAX_UPLOAD_FILES })}
        testId="case-message-files"
      />
      <div className="after-sales-composer-send">
        <Button type="primary" htmlType="submit" loading={sending.isPending} data-testid="case-message-send">
          {t('afterSales.send')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The conversation between the buyer and the mall's after-sales team, oldest first, and while the
 * case is still open to talk about (neither rejected nor closed), a box to reply in.
 */
export function CaseThread({ item }: { item: AfterSalesDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const open = isOpenToTalk(item);
  return (
    <section className="after-sales-thread" aria-labelledby={titleId} data-testid="case-thread">
      <h3 id={titleId} className="purchase-order-section">
        {t('afterSales.thread')}
      </h3>
      {item.messages.length === 0 ? (
        <p className="purchase-order-muted" data-testid="case-no-messages">
          {t('afterSales.noMessages')}
        </p>
      ) : (
        <ol className="after-sales-messages">
          {messagesInOrder(item).map((message) => (
            <li
              key={message.id}
              className="after-sales-message"
              data-author={message.author}
              data-testid="case-message"
            >
              <span className="after-sales-message-meta" data-testid="case-message-author">
                <strong>{messageAuthor(message, t)}</strong>
                <CaseTime at={message.created_at} />
              </span>
              <p className="after-sales-message-body">{message.body}</p>
              <CaseFiles files={message.files} label={t('afterSales.fields.files')} />
            </li>
          ))}
        </ol>
      )}
      {open && <Composer caseId={item.id} />}
    </section>
  );
}
