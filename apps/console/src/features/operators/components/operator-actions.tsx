import { ModalForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { type OperatorUpdateBody, useUpdateOperator } from '@mall/client/console/operators/save-operator';
import { useTranslation } from '@mall/client/lib/use-translation';
import { OPERATOR_PASSWORD_MIN_LENGTH, OPERATOR_ROLES, type OperatorItem, type OperatorRole } from '@mall/contract';
import { App, Button, Space } from 'antd';

/** Change role, reset password (each a small form, then a confirmation) and disable or enable (confirmed). */
export function OperatorActions({ operator, isSelf }: { operator: OperatorItem; isSelf: boolean }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const update = useUpdateOperator();
  const name = operator.name;
  const min = OPERATOR_PASSWORD_MIN_LENGTH;

  /** Asks, then changes; true when the change was made. */
  const confirmThen = (question: string, body: OperatorUpdateBody, done: string, danger = false) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: question,
        okText: t('console.common.confirm'),
        cancelText: t('console.common.cancel'),
        okButtonProps: { danger },
        onOk: async () => {
          const changed = await update.mutateAsync(body).then(
            () => true,
            () => false,
          );
          if (changed) void message.success(done);
          resolve(changed);
        },
        onCancel: () => resolve(false),
      });
    });

  const roleName = (role: OperatorRole) => t(`console.roles.${role}`);

  return (
    <Space size={0} wrap>
      <ModalForm<{ role: OperatorRole }>
        title={t('console.operators.roleTitle', { name })}
        width={400}
        modalProps={{ destroyOnHidden: true }}
        initialValues={{ role: operator.role }}
        trigger={
          <Button type="link" size="small">
            {t('console.operators.changeRole')}
          </Button>
        }
        submitter={{ searchConfig: { submitText: t('console.common.save'), resetText: t('console.common.cancel') } }}
        onFinish={({ role }) =>
          role === operator.role
            ? Promise.resolve(true)
            : confirmThen(
                t('console.operators.roleConfirm', { name, role: roleName(role) }),
                { id: operator.id, role },
                t('console.operators.roleChanged', { name, role: roleName(role) }),
              )
        }
      >
        <ProFormSelect
          name="role"
          label={t('console.operators.form.role')}
          allowClear={false}
          options={OPERATOR_ROLES.map((role) => ({ value: role, label: roleName(role) }))}
        />
      </ModalForm>
      <ModalForm<{ password: string }>
        title={t('console.operators.resetTitle', { name })}
        width={400}
        modalProps={{ destroyOnHidden: true }}
        trigger={
          <Button type="link" size="small">
            {t('console.operators.resetPassword')}
          </Button>
        }
        submitter={{ searchConfig: { submitText: t('console.common.save'), resetText: t('console.common.cancel') } }}
        onFinish={({ password }) =>
          confirmThen(
            t('console.operators.resetConfirm', { name }),
            { id: operator.id, password },
            t('console.operators.resetDone', { name }),
          )
        }
      >
        <ProFormText.Password
          name="password"
          label={t('console.operators.form.password')}
          extra={t('console.operators.form.passwordHint', { min })}
          fieldProps={{ autoComplete: 'new-password' }}
          rules={[
            { required: true, message: t('console.operators.form.required') },
            { min, message: t('console.password.tooShort', { min }) },
          ]}
        />
      </ModalForm>
      {!isSelf &&
        (operator.active ? (
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              void confirmThen(
                t('console.operators.disableConfirm', { name }),
                { id: operator.id, active: false },
                t('console.operators.disabledDone', { name }),
                true,
              )
            }
          >
            {t('console.operators.disable')}
          </Button>
        ) : (
          <Button
            type="link"
            size="small"
            onClick={() =>
              void confirmThen(
                t('console.operators.enableConfirm', { name }),
                { id: operator.id, active: true },
                t('console.operators.enabledDone', { name }),
              )
            }
          >
            {t('console.operators.enable')}
          </Button>
        ))}
    </Space>
  );
}
