import { parseArgs } from 'node:util';
import { ERROR_MESSAGES, ErrorCode, type ReviewedAccount } from '@mall/contract';
import { loadConfig } from './config.js';
import { createAccountReviewService } from './features/account/account-review.service.js';
import { createMailQueue } from './features/mail/mail-queue.js';
import { AppError, FieldsError } from './lib/app-error.js';
import { systemClock } from './lib/clock.js';
import { runOnDatabase } from './lib/command-database.js';
import { validationMessage } from './lib/validation-message.js';

export const ACCOUNTS_USAGE = `Usage: npm run accounts -- <command>
  approve <email> [--until YYYY-MM-DD]  make the account a member until the date (default: one year from today)
  reject <email> --reason TEXT          refuse a pending application or a renewal request (the reason is mailed)
  expire <email>                        end the account's membership now
  list                                  every account with its status
Acts on the database of the configuration (DATA_DIR, or DATABASE_URL). Decisions are mailed to the
buyer and written to the audit log, as the console's are.`;

const DECISIONS = ['approve', 'reject', 'expire'];

function line(a: ReviewedAccount): string {
  const until = a.member_until ? ` until ${a.member_until}` : '';
  const renewal = a.renewal_requested_at ? ' (renewal requested)' : '';
  return `${a.email}\t${a.status}${until}${renewal}\t${a.company_name}`;
}

/**
 * The reviewer's command line: a thin wrapper over the review service the console uses. Answers
 * the exit code; what it prints goes through `out` and `err`. With PGlite it takes the data
 * directory's lock, so it never opens a directory a running server holds.
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
      options: {
        until: { type: 'string' },
        reason: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
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
  const needsEmail = DECISIONS.includes(command);
  if (![...DECISIONS, 'list'].includes(command) || (needsEmail && !email) || (!needsEmail && email) || rest.length) {
    err(ACCOUNTS_USAGE);
    return 2;
  }
  if (parsed.values.until !== undefined && command !== 'approve') {
    err(`--until goes with approve only\n${ACCOUNTS_USAGE}`);
    return 2;
  }
  if ((parsed.values.reason !== undefined) !== (command === 'reject')) {
    err(`--reason goes with reject, and reject needs it\n${ACCOUNTS_USAGE}`);
    return 2;
  }

  return runOnDatabase(
    env,
    err,
    async (database) => {
      const review = createAccountReviewService({
        db: database.db,
        clock: systemClock,
        mail: createMailQueue(loadConfig(env), systemClock),
      });
      const target = email as string;
      if (command === 'list') {
        const accounts = await review.list();
        out(accounts.length ? accounts.map(line).join('\n') : 'No accounts yet.');
      } else if (command === 'approve') {
        out(`Approved: ${line(await review.approve(target, parsed.values.until))}`);
      } else if (command === 'reject') {
        out(`Rejected: ${line(await review.reject(target, parsed.values.reason ?? ''))}`);
      } else {
        out(`Expired: ${line(await review.expire(target))}`);
      }
    },
    (error) => {
      if (error instanceof FieldsError) {
        return validationMessage(error.issues, 'en')
          .replace(/^member_until/, '--until')
          .replace(/^reason/, '--reason');
      }
      if (error instanceof AppError && error.code === ErrorCode.ACCOUNT_NOT_FOUND) {
        return `No account with the email ${email}. (${ERROR_MESSAGES.en[error.code]})`;
      }
      if (error instanceof AppError && error.code === ErrorCode.ACCOUNT_REVIEW_CONFLICT) {
        return `${command} does not apply to ${email} as it is now (see: npm run accounts -- list).`;
      }
      return null;
    },
  );
}
