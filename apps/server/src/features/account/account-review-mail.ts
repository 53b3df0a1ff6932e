import type { Locale, ReviewDecision } from '@mall/contract';
import { escapeHtml } from '../../lib/escape-html.js';
import type { Mail } from '../../lib/mailer.js';

export interface DecisionMailInput {
  to: string;
  decision: ReviewDecision;
  companyName: string;
  /** Approve: the membership's last day (YYYY-MM-DD). */
  memberUntil: string | null;
  /** Reject: the reviewer's reason, as they wrote it. */
  reason: string;
}

function page(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`;
}

const TEXTS: Record<Locale, (input: DecisionMailInput) => { subject: string; lines: string[] }> = {
  en: ({ decision, companyName, memberUntil, reason }) => {
    if (decision === 'approve') {
      return {
        subject: 'Your Procurement Mall account is approved',
        lines: [
          `Dear ${companyName},`,
          `your account at the Procurement Mall is approved. You are a member until ${memberUntil}: you can now place inquiries and orders.`,
        ],
      };
    }
    if (decision === 'reject') {
      return {
        subject: 'Your Procurement Mall account application',
        lines: [
          `Dear ${companyName},`,
          'we are sorry: your account application at the Procurement Mall was not approved, for this reason:',
          reason,
          'You can still browse the catalogue. Reply to this mail if you would like us to look at it again.',
        ],
      };
    }
    return {
      subject: 'Your Procurement Mall membership has ended',
      lines: [
        `Dear ${companyName},`,
        'your membership at the Procurement Mall has ended. You can apply for a renewal on the account page.',
      ],
    };
  },
  'zh-Hans': ({ decision, companyName, memberUntil, reason }) => {
    if (decision === 'approve') {
      return {
        subject: '您的采购商城账号已通过审核',
        lines: [
          `${companyName}，您好：`,
          `您在采购商城的账号已通过审核，会员有效期至 ${memberUntil}，现在可以询价和下单了。`,
        ],
      };
    }
    if (decision === 'reject') {
      return {
        subject: '您的采购商城账号申请结果',
        lines: [
          `${companyName}，您好：`,
          '很抱歉，您在采购商城的账号申请未通过审核，原因如下：',
          reason,
          '您仍可浏览商品目录。如需重新审核，请直接回复本邮件。',
        ],
      };
    }
    return {
      subject: '您的采购商城会员已到期',
      lines: [`${companyName}，您好：`, '您在采购商城的会员资格已结束，可在账号页面申请续期。'],
    };
  },
};

/** The mail telling a buyer a reviewer's decision, in the buyer's language. */
export function reviewDecisionMail(input: DecisionMailInput, locale: Locale): Mail {
  const { subject, lines } = TEXTS[locale](input);
  return { to: input.to, subject, text: lines.join('\n\n'), html: page(lines) };
}
