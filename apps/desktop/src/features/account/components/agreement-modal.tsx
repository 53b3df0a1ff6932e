import { AGREEMENT } from '@mall/client/account/agreement-content';
import { useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Button, Modal } from 'antd';

/** The User Agreement, read without leaving the registration form; "I agree" ticks the box, as on the phone. */
export function AgreementModal({ open, onClose, onAccept }: { open: boolean; onClose(): void; onAccept(): void }) {
  const { t } = useTranslation();
  const content = AGREEMENT[useLocale()];
  return (
    <Modal
      open={open}
      title={t('agreement.title')}
      width={760}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('forgot.close')}
        </Button>,
        <Button key="accept" type="primary" onClick={onAccept}>
          {t('agreement.accept')}
        </Button>,
      ]}
    >
      <article className="account-agreement">
        <p className="account-agreement-updated">{content.updated}</p>
        <p>{content.intro}</p>
        {content.sections.map((section, index) => (
          <section key={section.title}>
            <h3>
              {index + 1}. {section.title}
            </h3>
            <p>{section.body}</p>
          </section>
        ))}
        <p>{content.contact}</p>
      </article>
    </Modal>
  );
}
