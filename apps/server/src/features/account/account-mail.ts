import { type Locale, PASSWORD_RESET_TTL_MS, VERIFY_CODE_TTL_MS } from '@mall/contract';
import { escapeHtml } from '../../lib/escape-html.js';
import type { Mail } from '../../lib/mailer.js';

const minutes = (ms: number) => Math.round(ms / 60_000);

function page(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}</body></html>`;
}

/** The mail with a verification code, in the recipient's language. */
export function verificationCodeMail(
  to: string,
  code: string,
  purpose: 'signup' | 'email_change',
  locale: Locale,
): Mail {
  const ttl = minutes(VERIFY_CODE_TTL_MS);
  if (locale === 'en') {
    const what = purpose === 'signup' ? 'your registration' : 'the change of your login email';
    const lines = [
      `Your verification code is ${code}.`,
      `Enter it to confirm ${what} at the Procurement Mall. It is valid for ${ttl} minutes.`,
      'If you did not ask for it, ignore this mail.',
    ];
    return {
      to,
      subject: `Your verification code: ${code}`,
      text: lines.join('\n\n'),
      html: page([
        `Your verification code is <strong style="font-size:1.4em;letter-spacing:2px">${escapeHtml(code)}</strong>.`,
        escapeHtml(lines[1] ?? ''),
        escapeHtml(lines[2] ?? ''),
      ]),
    };
  }
  const what = purpose === 'signup' ? '完成注册' : '确认更换登录邮箱';
  const lines = [
    `您的验证码是 ${code}。`,
    `请在采购商城输入该验证码以${what}，${ttl}分钟内有效。`,
    '如果不是您本人操作，请忽略本邮件。',
  ];
  return {
    to,
    subject: `您的验证码：${code}`,
    text: lines.join('\n\n'),
    html: page([
      `您的验证码是 <strong style="font-size:1.4em;letter-spacing:2px">${escapeHtml(code)}</strong>。`,
      escapeHtml(lines[1] ?? ''),
      escapeHtml(lines[2] ?? ''),
    ]),
  };
}

/** The mail with a single-use password reset link. */
export function passwordResetMail(to: string, link: string, locale: Locale): Mail {
  const ttl = minutes(PASSWORD_RESET_TTL_MS);
  const href = escapeHtml(link);
  if (locale === 'en') {
    return {
      to,
      subject: 'Reset your Procurement Mall password',
      text: [
        'Someone asked to reset the password of this account at the Procurement Mall.',
        `Open this link to choose a new password (valid for ${ttl} minutes, usable once):`,
        link,
        'If it was not you, ignore this mail: your password stays as it is.',
      ].join('\n\n'),
      html: page([
        'Someone asked to reset the password of this account at the Procurement Mall.',
        `<a href="${href}">Choose a new password</a> (valid for ${ttl} minutes, usable once).`,
        `Or copy this address into your browser: ${href}`,
        'If it was not you, ignore this mail: your password stays as it is.',
      ]),
    };
  }
  return {
    to,
    subject: '重置您的采购商城密码',
    text: [
      '有人申请重置此采购商城账号的密码。',
      `请打开以下链接设置新密码（${ttl}分钟内有效，仅可使用一次）：`,
      link,
      '如果不是您本人操作，请忽略本邮件，您的密码不会改变。',
    ].join('\n\n'),
    html: page([
      '有人申请重置此采购商城账号的密码。',
      `<a href="${href}">设置新密码</a>（${ttl}分钟内有效，仅可使用一次）。`,
      `或将此地址复制到浏览器中打开：${href}`,
      '如果不是您本人操作，请忽略本邮件，您的密码不会改变。',
    ]),
  };
}
