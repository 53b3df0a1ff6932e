import { quotingGroupName, useQuotingGroups, useSaveQuotingGroup } from '@mall/client/cart/get-quoting-groups';
import { useTranslation } from '@mall/client/lib/use-translation';
import { QUOTING_GROUP_NAME_MAX_LENGTH, type QuotingGroup } from '@mall/contract';
import { Button, Dialog, Input, Popup, Radio, Tag, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import styles from './cart.module.css';

/** Asks for a group name (new or renamed); null when cancelled. */
function askName(t: (key: string) => string, title: string, initial = ''): Promise<string | null> {
  let value = initial;
  return new Promise((resolve) => {
    Dialog.confirm({
      title,
      content: (
        <Input
          defaultValue={initial}
          maxLength={QUOTING_GROUP_NAME_MAX_LENGTH}
          placeholder={t('quotation.groupNamePlaceholder')}
          aria-label={t('quotation.groupName')}
          onChange={(next) => {
            value = next;
          }}
          autoFocus
        />
      ),
      confirmText: t('quotation.save'),
      cancelText: t('cart.cancel'),
      onConfirm: () => {
        const name = quotingGroupName(value);
        if (name === null) Toast.show({ content: t('quotation.nameRequired') });
        resolve(name);
      },
      onCancel: () => resolve(null),
    });
  });
}

/** Picks the quoting group of a request; the buyer may create, rename and change the default here. */
export function QuotationSheet({
  visible,
  onClose,
  onSubmit,
  busy,
}: {
  visible: boolean;
  onClose: () => void;
  onSubmit: (groupId: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const groups = useQuotingGroups(visible);
  const save = useSaveQuotingGroup();
  const list: QuotingGroup[] = groups.data?.list ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const fallback = list.find((group) => group.is_default)?.id ?? null;
  useEffect(() => {
    if (!visible) setChosen(null);
  }, [visible]);
  const value = chosen ?? fallback;

  const create = async () => {
    const name = await askName(t, t('quotation.newGroup'));
    if (name) setChosen((await save.mutateAsync({ name })).id);
  };
  const rename = async (group: QuotingGroup) => {
    const name = await askName(t, t('quotation.rename'), group.name);
    if (name) await save.mutateAsync({ id: group.id, name });
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div className={styles.sheet} data-testid="quotation-sheet">
        <h2 className={styles.sheetTitle}>{t('quotation.title')}</h2>
        <p className="section-title">{t('quotation.chooseGroup')}</p>
        <Radio.Group value={value ?? undefined} onChange={(next) => setChosen(Number(next))}>
          {list.map((group) => (
            <div key={group.id} className={styles.groupOption}>
              <Radio value={group.id} aria-label={group.name}>
                {group.name} {group.is_default && <Tag color="primary">{t('quotation.defaultTag')}</Tag>}
              </Radio>
              <div className={styles.groupActions}>
                {!group.is_default && (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => save.mutate({ id: group.id, name: group.name, is_default: true })}
                  >
                    {t('quotation.makeDefault')}
                  </button>
                )}
                <button type="button" className={styles.linkButton} onClick={() => void rename(group)}>
                  {t('quotation.rename')}
                </button>
              </div>
            </div>
          ))}
        </Radio.Group>
        <div className={styles.sheetFooter}>
          <Button className="touch-button" fill="outline" onClick={() => void create()}>
            {t('quotation.newGroup')}
          </Button>
          <Button
            className="touch-button"
            color="primary"
            block
            loading={busy}
            disabled={value === null}
            onClick={() => {
              if (value !== null) onSubmit(value);
            }}
            data-testid="quotation-submit"
          >
            {t('quotation.submit')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
