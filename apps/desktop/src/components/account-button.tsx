import { DownOutlined, UserOutlined } from '@ant-design/icons';
import type { ComponentProps } from 'react';

/** The account menu's button, and its stand-in until the menu's code has loaded. */
export function AccountButton({ companyName, ...rest }: { companyName: string } & ComponentProps<'button'>) {
  return (
    <button type="button" className="button" data-testid="account-menu" {...rest}>
      <UserOutlined aria-hidden="true" />
      <span className="site-header-company">{companyName}</span>
      <DownOutlined aria-hidden="true" />
    </button>
  );
}
