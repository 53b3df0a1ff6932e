import { parseArgs } from 'node:util';
import { ERROR_MESSAGES, ErrorCode } from '@mall/contract';
import { createAccountReviewService, type ReviewedAccount } from './features/account/account-review.service.js';
import { AppError } from './lib/app-error.js';
import { runOnDatabase } from './lib/command-database.js';

export const ACCOUNTS_USAGE = `Usage: npm run accounts -- <command>
  approve <email> [--until YYYY-MM-DD]  make the account a member until the date (default: one year from today)
  expire <email>                        end the account's membership now
  list                                  every account with its status
Acts on the database of the configuration (DATA_DIR, or DATABASE_URL).`;

function line(a: ReviewedAccount): string {
  const until = a.member_until ? ` until ${a.member_until}` : '';
  const renewal = a.renewal_requested_at ? ' (renewal requested)' : '';
  return `${a.email}\t${a.status}${until}${renewal}\t${a.company_name}`;
}

/**
 * The reviewer's command line: the same service the console will use. Answers the exit code; what
 * it prints goes through `out` and `err`. With PGlite it takes the data directory's lock, so it
 * never opens a directory a running server holds.
 */
export async function runAccountsCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void = console.log,
  err: (text: string) => void = console.error,
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { until: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  }
  try {
    parsed = parse();
  } catch (error) {
    err(`${(error as Error).message}\n${ACCOUNTS_USAGE}`);
    return 2;
  }
  const [command, email, ...rest] = parsed.positionals;
  if (parsed.values.help || command === undefined) {
    (parsed.values.help ? out : err)(ACCOUNTS_USAGE);
    return parsed.values.help ? 0 : 2;
  }
  const needsEmail = command === 'approve' || command === 'expire';
  if (
    !['approve', 'expire', 'list'].includes(command) ||
    (needsEmail && !email) ||
    (!needsEmail && email) ||
    rest.length
  ) {
    err(ACCOUNTS_USAGE);
    return 2;
  }
  if (parsed.values.until !== undefined && command !== 'approve') {
    err(`--until goes with approve only\n${ACCOUNTS_USAGE}`);
    return 2;
  }

  return runOnDatabase(
    env,
    err,
    async (database) => {
      const review = createAccountReviewService(database.db);
      if (command === 'list') {
        const accounts = await review.list();
        out(accounts.length ? accounts.map(line).join('\n') : 'No accounts yet.');
      } else if (command === 'approve') {
        out(`Approved: ${line(await review.approve(email as string, parsed.values.until))}`);
      } else {
        out(`Expired: ${line(await review.expire(email as string))}`);
      }
    },
    (error) => {
      if (error instanceof AppError && error.code === ErrorCode.ACCOUNT_NOT_FOUND) {
        return `No account with the email ${email}. (${ERROR_MESSAGES.en[error.code]})`;
      }
      return error instanceof RangeError ? error.message : null;
    },
  );
}
