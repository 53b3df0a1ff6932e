import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../lib/test-envelope';
import { sendSignupCode } from './send-signup-code';

vi.mock('antd-mobile', () => ({ Toast: { show: vi.fn(), clear: vi.fn() }, Modal: { alert: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('sendSignupCode', () => {
  it("counts down the server's interval after a send", async () => {
    fetchMock.mockResolvedValue(envelope({ resend_after_seconds: 60 }));
    await expect(sendSignupCode('a@b.co')).resolves.toEqual({ resendAfterSeconds: 60 });
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('email=a%40b.co');
  });

  it('resumes the countdown the server names when asked too soon (60121), without an error toast', async () => {
    const { Toast } = await import('antd-mobile');
    fetchMock.mockResolvedValue(envelope({ resend_after_seconds: 37 }, 60121, 'too frequent'));
    await expect(sendSignupCode('a@b.co')).resolves.toEqual({ resendAfterSeconds: 37 });
    expect(
      vi
        .mocked(Toast.show)
        .mock.calls.filter(
          ([options]) => typeof options === 'object' && 'icon' in options && options.icon !== 'loading',
        ),
    ).toEqual([]);
  });

  it('passes other failures on (60111: the email exists)', async () => {
    fetchMock.mockResolvedValue(envelope(null, 60111, 'The Email already exists!'));
    await expect(sendSignupCode('a@b.co')).rejects.toMatchObject({ code: 60111 });
  });
});
