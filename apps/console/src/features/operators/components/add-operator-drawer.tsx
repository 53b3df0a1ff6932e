import { PlusOutlined } from '@ant-design/icons';
import { DrawerForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { type OperatorCreateBody, useCreateOperator } from '@mall/client/console/operators/save-operator';
import { useTranslation } from '@mall/client/lib/use-translation';
import { OPERATOR_NAME_MAX_LENGTH, OPERATOR_PASSWORD_MIN_LENGTH, OPERATOR_ROLES } from '@mall/contract';
import { Button, message } from 'antd';

/** A new operator: email, name, role and a first password the operator changes after logging in. */
export function AddOperatorDrawer() {
  const { t } = useTranslation();
  const create = useCreateOperator();
  const min = OPERATOR_PASSWORD_MIN_LENGTH;
  const required = { required: true, message: t('console.operators.form.required') };
  return (
    <DrawerForm<OperatorCreateBody>
      title={t('console.operators.form.addTitle')}
      width={460}
      drawerProps={{ destroyOnHidden: true }}
      trigger={
        <Button type="primary" icon={<PlusOutlined />} data-testid="add-operator">
          {t('console.operators.add')}
        </Button>
      }
      initialValues={{ role: 'reviewer' }}
      submitter={{ searchConfig: { submitText: t('console.common.save'), resetText: t('console.common.cancel') } }}
      onFinish={async (fields) => {
        const added = await create.mutateAsync(fields).catch(() => null);
        if (added) void message.success(t('console.operators.form.added', { name: added.name }));
        return added !== null;
      }}
    >
      <ProFormText
        name="email"
        label={t('console.operators.form.email')}
        fieldProps={{ autoComplete: 'off', 'data-testid': 'operator-email' } as object}
        rules={[required, { type: 'email', message: t('console.operators.form.emailInvalid') }]}
      />
      <ProFormText
        name="name"
        label={t('console.operators.form.name')}
        fieldProps={{ maxLength: OPERATOR_NAME_MAX_LENGTH, 'data-testid': 'operator-name-input' } as object}
        rules={[{ ...required, whitespace: true }]}
      />
      <ProFormSelect
        name="role"
        label={t('console.operators.form.role')}
        allowClear={false}
        fieldProps={{ 'data-testid': 'operator-role' } as object}
        options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`console.roles.${role}`) }))}
        rules={[required]}
      />
      <ProFormText.Password
        name="password"
        label={t('console.operators.form.password')}
        extra={t('console.operators.form.passwordHint', { min })}
        fieldProps={{ autoComplete: 'new-password', 'data-testid': 'operator-password' } as object}
        rules={[required, { min, message: t('console.password.tooShort', { min }) }]}
      />
    </DrawerForm>
  );
}
