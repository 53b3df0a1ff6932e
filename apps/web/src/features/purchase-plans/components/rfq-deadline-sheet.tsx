import { useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { localToday } from '@mall/client/rfq/rfq-form';
import { isDeadlineAllowed, validationKey, validationText } from '@mall/contract';
import { Button, Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import { FormField } from '../../../components/form-field';
import styles from './purchase-plans.module.css';

/** Asks the quotes deadline the RFQs made from the chosen lines share (an RFQ's rule: after today, within a year). */
export function RfqDeadlineSheet({
  open,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onClose(): void;
  onConfirm(deadline: string): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const [deadline, setDeadline] = useState('');
  const [tried, setTried] = useState(false);
  const allowed = isDeadlineAllowed(deadline, localToday());
  const error = (tried || deadline) && !allowed ? validationText(validationKey('deadline'), locale) : undefined;

  return (
    <Popup visible={open} onMaskClick={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <form
        noValidate
        className={styles.deadlineForm}
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (allowed) onConfirm(deadline);
        }}
        data-testid="rfq-deadline-sheet"
      >
        <h2 id={titleId} className={styles.sheetTitle}>
          {t('purchasePlans.toRfq')}
        </h2>
        <FormField
          label={t('purchasePlans.rfqDeadline')}
          type="date"
          min={localToday()}
          value={deadline}
          onValueChange={setDeadline}
          error={error}
          name="deadline"
        />
        <div className={styles.sheetButtons}>
          <Button block onClick={onClose}>
            {t('purchasePlans.notNow')}
          </Button>
          <Button block color="primary" type="submit" loading={busy} data-testid="rfq-deadline-confirm">
            {t('purchasePlans.toRfq')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
