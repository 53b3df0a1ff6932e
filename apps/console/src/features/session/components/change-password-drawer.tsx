import { DrawerForm, ProFormText } from '@ant-design/pro-components';
import { useChangeOwnPassword } from '@mall/client/console/session/change-password';
import { useTranslation } from '@mall/client/lib/use-translation';
import { OPERATOR_PASSWORD_MIN_LENGTH } from '@mall/contract';
import { message } from 'antd';

interface PasswordFields {
  old_password: string;
  password: string;
  confirm_password: string;
}

/** The operator's own password, from the header's menu. */
export function ChangePasswordDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const change = useChangeOwnPassword();
  const min = OPERATOR_PASSWORD_MIN_LENGTH;
  return (
    <DrawerForm<PasswordFields>
      title={t('console.password.title')}
      open={open}
      onOpenChange={onOpenChange}
      width={420}
      drawerProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: t('console.common.save'), resetText: t('console.common.cancel') } }}
      onFinish={async (fields) => {
        // A refusal (wrong current password) is told by the client's error message; the drawer stays open.
        const changed = await change.mutateAsync(fields).then(
          () => true,
          () => false,
        );
        if (changed) void message.success(t('console.password.changed'));
        return changed;
      }}
    >
      <ProFormText.Password
        name="old_password"
        label={t('console.password.old')}
        fieldProps={{ autoComplete: 'current-password' }}
        rules={[{ required: true, message: t('console.password.required') }]}
      />
      <ProFormText.Password
        name="password"
        label={t('console.password.new')}
        extra={t('console.password.rule', { min })}
        fieldProps={{ autoComplete: 'new-password' }}
        rules={[
          { required: true, message: t('console.password.required') },
          { min, message: t('console.password.tooShort', { min }) },
        ]}
      />
      <ProFormText.Password
        name="confirm_password"
        label={t('console.password.confirm')}
        dependencies={['password']}
        fieldProps={{ autoComplete: 'new-password' }}
        rules={[
          { required: true, message: t('console.password.required') },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('console.password.mismatch'))),
          }),
        ]}
      />
    </DrawerForm>
  );
}
