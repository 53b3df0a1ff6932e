import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ERROR_MESSAGES, INCOTERMS, quotationCreateBodySchema } from '@mall/contract';
import { createFilesService } from './features/files/files.service.js';
import { createOffersConsoleService } from './features/quotation/offers.console.service.js';
import { createRfqService } from './features/rfq/rfq.service.js';
import { AppError, FieldsError, fieldsErrorFromZod } from './lib/app-error.js';
import { isoDate, systemClock } from './lib/clock.js';
import { runOnDatabase } from './lib/command-database.js';
import { validationMessage } from './lib/validation-message.js';

const QUOTE_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export const RFQ_USAGE = `Usage: npm run rfq -- <command>
  list                                   the RFQs to quote, unanswered and oldest first
  quote <id> --price 12.50 [options]     quote the RFQ's quantity at a unit price in its market's currency;
                                         a new quotation supersedes the open one
      --valid-until YYYY-MM-DD           (default: ${QUOTE_VALID_DAYS} days from today)
      --lead-time DAYS --incoterm ${INCOTERMS.join('|')} (default FOB)
      --deposit PERCENT (default 30) --balance-terms T --note T
  message <id> --text T                  answer on the RFQ's message thread
  file <file-id> --out PATH              save an uploaded file (operators read any)
Acts on the database of the configuration (DATA_DIR, or DATABASE_URL), through the same services as
the console at /console/, and writes the same audit entries.`;

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

class UsageError extends Error {}

/**
 * The quoting side of the console on the command line: a thin wrapper over the console's quoting
 * service. Answers the exit code; with PGlite it takes the data directory's lock like the other
 * commands (while the mall runs, it says to use the console).
 */
export async function runRfqCommand(
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
        price: { type: 'string' },
        'lead-time': { type: 'string' },
        'valid-until': { type: 'string' },
        incoterm: { type: 'string' },
        deposit: { type: 'string' },
        'balance-terms': { type: 'string' },
        note: { type: 'string' },
        text: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  }
  try {
    parsed = parse();
  } catch (error) {
    err(`${(error as Error).message}\n${RFQ_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, target, ...rest] = positionals;
  if (values.help || command === undefined) {
    (values.help ? out : err)(RFQ_USAGE);
    return values.help ? 0 : 2;
  }

  function check(): void {
    if (rest.length) throw new UsageError('too many arguments');
    if (command === 'list') {
      if (target !== undefined) throw new UsageError('list takes no argument');
      return;
    }
    if (!['quote', 'message', 'file'].includes(command as string)) throw new UsageError(`unknown command ${command}`);
    if (command === 'file' ? !/^[0-9a-f]{32}$/.test(target ?? '') : !/^\d{1,9}$/.test(target ?? ''))
      throw new UsageError(command === 'file' ? 'give the file id' : 'give the RFQ id');
    if (command === 'quote' && !PRICE.test(values.price ?? ''))
      throw new UsageError('--price must be a number of 0 or more with at most 2 decimals');
    if (command === 'message' && !values.text?.trim()) throw new UsageError('--text must not be empty');
    if (command === 'file' && !values.out) throw new UsageError('--out must name the file to write');
  }
  try {
    check();
  } catch (error) {
    err(`${(error as Error).message}\n${RFQ_USAGE}`);
    return 2;
  }

  return runOnDatabase(
    env,
    err,
    async (database) => {
      const rfq = createRfqService({ db: database.db, clock: systemClock });
      const quoting = createOffersConsoleService(database.db, systemClock, rfq);
      if (command === 'list') {
        const { list } = await quoting.rfqPage({ page: 1, pageSize: 50 });
        out(
          list.length
            ? list
                .map(
                  (r) =>
                    `${r.id}\t${r.status}\t${r.buyer.company_name}\t${r.items[0]?.quantity ?? ''} ${r.items[0]?.unit ?? ''}\tdeadline ${r.deadline}\t${r.name}`,
                )
                .join('\n')
            : 'No RFQs yet.',
        );
      } else if (command === 'quote') {
        const { items, currency } = await quoting.rfqDetail(Number(target));
        const item = items[0];
        const input = {
          rfq_id: target,
          lines: [{ name: item?.name, quantity: item?.quantity, unit: item?.unit, unit_price: values.price }],
          valid_until: values['valid-until'] ?? isoDate(new Date(systemClock().getTime() + QUOTE_VALID_DAYS * DAY_MS)),
          lead_time_days: values['lead-time'] ?? 0,
          incoterm: values.incoterm ?? 'FOB',
          payment_terms: { deposit_percent: values.deposit ?? 30, balance_terms: values['balance-terms'] ?? '' },
          note: values.note ?? '',
        };
        const body = quotationCreateBodySchema.safeParse(input);
        if (!body.success) throw fieldsErrorFromZod(body.error.issues, input);
        const quotation = await quoting.quote(null, body.data);
        out(
          `Quotation ${quotation.id} (version ${quotation.version}) on RFQ ${target}: ${values.price} ${currency} a unit.`,
        );
      } else if (command === 'message') {
        await quoting.message(null, Number(target), (values.text as string).trim());
        out(`Message added to RFQ ${target}.`);
      } else {
        const file = await createFilesService({ db: database.db, clock: systemClock }).read(target as string, {
          operator: true,
        });
        writeFileSync(values.out as string, file.data);
        out(`Saved ${file.name} (${file.mime}, ${file.size} bytes) to ${values.out}.`);
      }
    },
    (error) => {
      if (error instanceof FieldsError) return validationMessage(error.issues, 'en');
      return error instanceof AppError ? ERROR_MESSAGES.en[error.code] : null;
    },
  );
}
