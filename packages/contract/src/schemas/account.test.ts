import { describe, expect, it } from 'vitest';
import { validationText } from '../validation.js';
import { emailSchema, loginBodySchema, passwordSchema, registerBodySchema } from './account.js';

const validRegistration = {
  email: ' Buyer@Example.COM ',
  password: 'abc123',
  confirm_password: 'abc123',
  company_name: 'Acme Trading',
  phone: '+86 (21) 5555-0100',
  country: 'CN',
  city: 'Shanghai',
  contact_name: 'Li Lei',
  email_code: '123456',
  agree: '1',
};

function firstIssue(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), text: validationText(issue.message, 'en') } : null;
}

describe('registration rules of SPEC section 5', () => {
  it('normalises the email to trimmed lower case', () => {
    expect(emailSchema.parse(' Buyer@Example.COM ')).toBe('buyer@example.com');
    expect(registerBodySchema.parse(validRegistration).email).toBe('buyer@example.com');
  });

  it.each([
    ['company_name', '', 'Please enter 1-50 characters'],
    ['company_name', 'x'.repeat(51), 'Please enter 1-50 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['city', '  ', 'Please enter city name'],
    ['password', 'abcdef', 'Please enter 6-18 digits plus letters'],
    ['password', '123456', 'Please enter 6-18 digits plus letters'],
    ['password', 'ab1', 'Please enter 6-18 digits plus letters'],
    ['password', 'abc123abc123abc1234', 'Please enter 6-18 digits plus letters'],
    ['agree', '0', 'Please agree to the User Agreement'],
    ['phone', '138abc', 'Please enter a valid phone number (digits, spaces, +, - and brackets)'],
  ])('refuses %s = %j with "%s"', (field, value, text) => {
    const body = { ...validRegistration, [field]: value, ...(field === 'password' ? { confirm_password: value } : {}) };
    expect(firstIssue(registerBodySchema.safeParse(body))).toEqual({ path: field, text });
  });

  it('refuses a confirmation that differs with "Inconsistent password"', () => {
    const result = registerBodySchema.safeParse({ ...validRegistration, confirm_password: 'abc124' });
    expect(firstIssue(result)).toEqual({ path: 'confirm_password', text: 'Inconsistent password' });
  });

  it('shows the same rule in Chinese', () => {
    const result = registerBodySchema.safeParse({ ...validRegistration, agree: '' });
    expect(validationText(result.error?.issues[0]?.message ?? '', 'zh-Hans')).toBe('请同意用户协议');
  });

  it('accepts 6 and 18 characters of digits plus letters', () => {
    expect(passwordSchema.safeParse('a12345').success).toBe(true);
    expect(passwordSchema.safeParse('a1'.repeat(9)).success).toBe(true);
  });

  it('keeps an empty verification code for the service to answer 60112', () => {
    expect(registerBodySchema.parse({ ...validRegistration, email_code: undefined }).email_code).toBe('');
  });

  it('accepts any non-empty password at login so a wrong one is counted, not refused as malformed', () => {
    expect(loginBodySchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});
