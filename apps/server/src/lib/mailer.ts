import { ErrorCode } from '@mall/contract';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { AppError } from './app-error.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Delivers by SMTP when configured; every mail is also recorded in mail_outbox. A mail server
   * that refuses or cannot be reached is logged and answered as AppError(UNAVAILABLE) (HTTP 503).
   */
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table is where mail goes (the
 * embedded default works without a mail server, and tests and operators read it there).
 */
export function createMailer(db: Db, config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, log?: FastifyBaseLogger): Mailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    async send(mail) {
      if (transport) {
        try {
          await transport.sendMail({ from: config.MAIL_FROM, ...mail });
        } catch (error) {
          // Only the error: never the mail (it holds a code or a link).
          log?.error({ err: error }, 'mail delivery by SMTP failed');
          throw new AppError(ErrorCode.UNAVAILABLE);
        }
      }
      await db.insert(mailOutbox).values({
        ...mail,
        transport: transport ? 'smtp' : 'outbox',
        status: transport ? 'sent' : 'kept',
        sentAt: transport ? new Date() : null,
      });
    },
  };
}
