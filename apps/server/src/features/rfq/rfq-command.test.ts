import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FRESH_CLUSTER_TIMEOUT_MS } from '../../../test/helper.js';
import { runRfqCommand } from '../../rfq-command.js';

const dir = mkdtempSync(path.join(tmpdir(), 'mall-rfq-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  return runRfqCommand(
    args,
    { LOG_LEVEL: 'silent', DATA_DIR: dir },
    (s) => out.push(s),
    (s) => err.push(s),
  ).then((code) => ({ code, out: out.join('\n'), err: err.join('\n') }));
}

describe('the rfq command', () => {
  it('explains its usage for a missing or wrong argument, before touching the database', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['--help'])).out).toMatch(/^Usage: npm run rfq/);
    expect(await run(['quote', '7'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^--price must be a number of 0 or more with at most 2 decimals/),
    });
    expect((await run(['quote', '7', '--price', '-3'])).code).toBe(2);
    expect((await run(['quote', 'seven', '--price', '3'])).err).toMatch(/^give the RFQ id/);
    expect((await run(['message', '7'])).err).toMatch(/^--text must not be empty/);
    expect((await run(['file', '../etc', '--out', '/tmp/x'])).err).toMatch(/^give the file id/);
    expect((await run(['delete', '7'])).err).toMatch(/^unknown command delete/);
  });

  it(
    'lists nothing on an empty mall and names an unknown RFQ',
    async () => {
      expect(await run(['list'])).toEqual({ code: 0, out: 'No RFQs yet.', err: '' });
      expect(await run(['quote', '999', '--price', '1.50'])).toEqual({
        code: 1,
        out: '',
        err: 'This RFQ does not exist.',
      });
    },
    FRESH_CLUSTER_TIMEOUT_MS,
  );
});
