import { useTranslation } from '@mall/client/lib/use-translation';
import { PRODUCT_CODE_MAX_LENGTH } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import styles from './scan.module.css';

/** Typing the code printed under the barcode: the way in without a camera or its permission. */
export function ManualCodeForm({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  return (
    <form
      className={styles.card}
      onSubmit={(event) => {
        event.preventDefault();
        const value = code.trim();
        setEmpty(value === '');
        if (value !== '') onCode(value);
      }}
    >
      <label htmlFor={id} className={styles.notice}>
        {t('scan.manualLabel')}
      </label>
      <div className={styles.manual}>
        <input
          id={id}
          className={styles.manualInput}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PRODUCT_CODE_MAX_LENGTH}
          placeholder={t('scan.manualPlaceholder')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={empty}
          data-testid="scan-manual-input"
        />
        <Button type="submit" color="primary" className="touch-button">
          {t('scan.find')}
        </Button>
      </div>
      {empty && (
        <p className={styles.error} role="alert">
          {t('scan.codeRequired')}
        </p>
      )}
    </form>
  );
}
