import { formatDate, useLocale } from '@mall/client/lib/locale';
import { issueText } from '@mall/client/lib/schema-form';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useSendRfqMessage } from '@mall/client/rfq/send-rfq-message';
import { type RfqMessage, rfqMessageBodySchema } from '@mall/contract';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import styles from '../pages/rfq-pages.module.css';

/** The thread between the buyer and the mall's service about one RFQ, and a box to write in it. */
export function MessageThread({ rfqId, messages }: { rfqId: number; messages: RfqMessage[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sending = useSendRfqMessage();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();

  const send = async () => {
    const parsed = rfqMessageBodySchema.safeParse({ id: rfqId, content });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setError(issue ? issueText(issue, locale, t) : undefined);
      return;
    }
    try {
      await sending.mutateAsync(parsed.data);
      setContent('');
      Toast.show({ icon: 'success', content: t('rfq.detail.sent') });
    } catch {
      // The client has shown why.
    }
  };

  return (
    <section id="messages" aria-label={t('rfq.detail.messages')}>
      <h3 className={styles.sectionTitle}>{t('rfq.detail.messages')}</h3>
      {messages.length === 0 ? (
        <p className={styles.muted}>{t('rfq.detail.noMessages')}</p>
      ) : (
        <ul className={styles.thread}>
          {messages.map((message) => (
            <li key={message.id} className={styles.message} data-author={message.author} data-testid="rfq-message">
              <small>
                {message.author === 'buyer' ? t('rfq.detail.you') : t('rfq.detail.operator')} ·{' '}
                {formatDate(message.created_at, locale)}
              </small>
              {message.content}
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.composer}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <textarea
          aria-label={t('rfq.detail.messagePlaceholder')}
          placeholder={t('rfq.detail.messagePlaceholder')}
          value={content}
          maxLength={1000}
          rows={2}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setContent(event.target.value);
            setError(undefined);
          }}
        />
        <Button color="primary" type="submit" loading={sending.isPending}>
          {t('rfq.detail.send')}
        </Button>
      </form>
      {error && (
        <p className={styles.muted} role="alert" style={{ color: '#c8102e' }}>
          {error}
        </p>
      )}
    </section>
  );
}
