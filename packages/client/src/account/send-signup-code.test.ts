import { ERROR_MESSAGES } from '@mall/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../lib/client-hooks';
import { i18n } from '../lib/i18n';
import { envelope } from '../lib/test-envelope';
import { stubFetch } from '../lib/test-fetch';
import { sendSignupCode } from './send-signup-code';

const fetchMock = stubFetch();
const onError = vi.fn();

beforeEach(async () => {
  configureClient({ onError });
  await i18n.changeLanguage('en');
});

describe('sendSignupCode', () => {
  it("counts down the server's interval after a send", async () => {
    fetchMock.mockResolvedValue(envelope({ resend_after_seconds: 60 }));
    await expect(sendSignupCode('a@b.co')).resolves.toEqual({ resendAfterSeconds: 60 });
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('email=a%40b.co');
  });

  it('resumes the countdown the server names when asked too soon (60121), without an error toast', async () => {
    fetchMock.mockResolvedValue(envelope({ resend_after_seconds: 37 }, 60121, 'too frequent'));
    await expect(sendSignupCode('a@b.co')).resolves.toEqual({ resendAfterSeconds: 37 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes other failures on (60111: the email exists)', async () => {
    fetchMock.mockResolvedValue(envelope(null, 60111, 'The Email already exists!'));
    await expect(sendSignupCode('a@b.co')).rejects.toMatchObject({ code: 60111 });
    expect(onError).toHaveBeenCalledWith(ERROR_MESSAGES.en[60111], 'notice');
  });
});
