import { ErrorCode } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { effectiveStatus, requireActiveMember } from './session.js';

const today = new Date('2026-06-15T23:59:00Z');

function codeOf(fn: () => void): number | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('requireActiveMember', () => {
  it('lets a member whose date has not passed through (the last day included)', () => {
    expect(codeOf(() => requireActiveMember({ status: 'member', memberUntil: '2026-06-15' }, today))).toBeNull();
    expect(codeOf(() => requireActiveMember({ status: 'member', memberUntil: '2027-01-01' }, today))).toBeNull();
  });

  it('refuses a pending account with ACCOUNT_PENDING', () => {
    expect(codeOf(() => requireActiveMember({ status: 'pending', memberUntil: null }, today))).toBe(
      ErrorCode.ACCOUNT_PENDING,
    );
  });

  it('refuses an expired one, and a member whose date has passed, with MEMBER_EXPIRED', () => {
    expect(codeOf(() => requireActiveMember({ status: 'expired', memberUntil: '2026-06-01' }, today))).toBe(
      ErrorCode.MEMBER_EXPIRED,
    );
    expect(codeOf(() => requireActiveMember({ status: 'member', memberUntil: '2026-06-14' }, today))).toBe(
      ErrorCode.MEMBER_EXPIRED,
    );
    expect(effectiveStatus({ status: 'member', memberUntil: '2026-06-14' }, today)).toBe('expired');
  });
});
