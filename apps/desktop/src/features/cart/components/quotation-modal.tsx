import { quotingGroupName, useQuotingGroups, useSaveQuotingGroup } from '@mall/client/cart/get-quoting-groups';
import { useTranslation } from '@mall/client/lib/use-translation';
import { QUOTING_GROUP_NAME_MAX_LENGTH, type QuotingGroup } from '@mall/contract';
import { Button, Input, Modal, Radio, Skeleton, Tag } from 'antd';
import { useEffect, useId, useState } from 'react';

/** Names a new group (no `group`) or renames one; refused names say why under the field. */
function GroupNameModal({
  group,
  open,
  onClose,
  onSaved,
}: {
  group: QuotingGroup | null;
  open: boolean;
  onClose: () => void;
  onSaved: (saved: QuotingGroup) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveQuotingGroup();
  const id = useId();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (open) {
      setText(group?.name ?? '');
      setRefused(false);
    }
  }, [open, group]);
  const submit = () => {
    const name = quotingGroupName(text);
    if (name === null) {
      setRefused(true);
      return;
    }
    save.mutate({ id: group?.id, name }, { onSuccess: onSaved });
  };
  return (
    <Modal
      open={open}
      title={group ? t('quotation.rename') : t('quotation.newGroup')}
      okText={t('quotation.save')}
      cancelText={t('cart.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <label htmlFor={id}>{t('quotation.groupName')}</label>
      <Input
        id={id}
        value={text}
        maxLength={QUOTING_GROUP_NAME_MAX_LENGTH}
        placeholder={t('quotation.groupNamePlaceholder')}
        status={refused ? 'error' : undefined}
        aria-invalid={refused}
        aria-describedby={refused ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setRefused(false);
        }}
        onPressEnter={submit}
        autoFocus
        data-testid="quoting-group-name"
      />
      {refused && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t('quotation.nameRequired')}
        </p>
      )}
    </Modal>
  );
}

/** Picks the quoting group of a request, as on the phone: create, rename and change the default here. */
export function QuotationModal({
  open,
  count,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  /** The selected lines the request takes. */
  count: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (groupId: number) => void;
}) {
  const { t } = useTranslation();
  const groups = useQuotingGroups(open);
  const save = useSaveQuotingGroup();
  const list = groups.data?.list ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [naming, setNaming] = useState<{ group: QuotingGroup | null } | null>(null);
  useEffect(() => {
    if (!open) setChosen(null);
  }, [open]);
  const value = chosen ?? list.find((group) => group.is_default)?.id ?? null;

  return (
    <Modal
      open={open}
      title={t('quotation.title')}
      width={560}
      onCancel={onClose}
      footer={[
        <Button key="new" onClick={() => setNaming({ group: null })}>
          {t('quotation.newGroup')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={busy}
          disabled={value === null}
          onClick={() => {
            if (value !== null) onSubmit(value);
          }}
          data-testid="quotation-submit"
        >
          {t('quotation.submit')}
        </Button>,
      ]}
    >
      <div className="cart-quotation" data-testid="quotation-modal">
        <p className="cart-quotation-lead">
          {t('quotation.chooseGroup')} · {t('cart.selectedCount', { count })}
        </p>
        {groups.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <Radio.Group
            className="cart-quotation-groups"
            value={value ?? undefined}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {list.map((group) => (
              <div key={group.id} className="cart-quotation-group">
                <Radio value={group.id}>
                  {group.name} {group.is_default && <Tag color="blue">{t('quotation.defaultTag')}</Tag>}
                </Radio>
                <span className="cart-quotation-actions">
                  {!group.is_default && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => save.mutate({ id: group.id, name: group.name, is_default: true })}
                    >
                      {t('quotation.makeDefault')}
                    </Button>
                  )}
                  <Button type="link" size="small" onClick={() => setNaming({ group })}>
                    {t('quotation.rename')}
                  </Button>
                </span>
              </div>
            ))}
          </Radio.Group>
        )}
      </div>
      <GroupNameModal
        open={naming !== null}
        group={naming?.group ?? null}
        onClose={() => setNaming(null)}
        onSaved={(saved) => {
          if (!naming?.group) setChosen(saved.id);
          setNaming(null);
        }}
      />
    </Modal>
  );
}
