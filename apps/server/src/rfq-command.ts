import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ERROR_MESSAGES } from '@mall/contract';
import { createFilesService } from './features/files/files.service.js';
import { createRfqService } from './features/rfq/rfq.service.js';
import { AppError } from './lib/app-error.js';
import { systemClock } from './lib/clock.js';
import { runOnDatabase } from './lib/command-database.js';

export const RFQ_USAGE = `Usage: npm run rfq -- <command>
  list                                                  the latest RFQs with their status
  quote <id> --price 12.50 [--lead-time 15] [--note T]  add a quotation (unit price in the RFQ's currency)
  message <id> --text T                                 answer on the RFQ's message thread
  file <file-id> --out PATH                             save an uploaded file (operators read any)
Acts on the database of the configuration (DATA_DIR, or DATABASE_URL).`;

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;
const LEAD_TIME = /^\d{1,3}$/;

class UsageError extends Error {}

/**
 * The operators' command line until the console exists: the same services the console will use.
 * Answers the exit code; with PGlite it takes the data directory's lock like the other commands.
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
    if (command === 'quote' && values['lead-time'] !== undefined && !LEAD_TIME.test(values['lead-time']))
      throw new UsageError('--lead-time must be a whole number of days');
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
      if (command === 'list') {
        const rows = await rfq.listAll();
        out(
          rows.length
            ? rows.map((r) => `${r.id}\t${r.status}\tbuyer ${r.buyerId}\tdeadline ${r.deadline}\t${r.name}`).join('\n')
            : 'No RFQs yet.',
        );
      } else if (command === 'quote') {
        const quotation = await rfq.addQuotation(Number(target), {
          unitPrice: values.price as string,
          leadTimeDays: values['lead-time'] === undefined ? null : Number(values['lead-time']),
          note: values.note?.trim() ?? '',
        });
        out(`Quotation ${quotation.id} on RFQ ${target}: ${quotation.unitPrice} ${quotation.currency} a unit.`);
      } else if (command === 'message') {
        await rfq.addMessage({ operator: true }, Number(target), (values.text as string).trim());
        out(`Message added to RFQ ${target}.`);
      } else {
        const file = await createFilesService({ db: database.db, clock: systemClock }).read(target as string, {
          operator: true,
        });
        writeFileSync(values.out as string, file.data);
        out(`Saved ${file.name} (${file.mime}, ${file.size} bytes) to ${values.out}.`);
      }
    },
    (error) => (error instanceof AppError ? ERROR_MESSAGES.en[error.code] : null),
  );
}
