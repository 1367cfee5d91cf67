// How a message leaves: through SMTP_URL when set, otherwise into the database outbox shown at /dev/mail.
// Only the mail job (jobs/mail.ts) delivers; services queue their mail in their own transaction.
import nodemailer from 'nodemailer';

import type { Database } from '@horizonte/db';

import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (SMTP only; the /dev/mail outbox lists their names in the text). */
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * A dead or silent SMTP server must fail the attempt well before the mail job's own expiry
 * (MAIL_JOB_EXPIRE_SECONDS), so the queue retries it instead of waiting minutes on a socket.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailer(config: Config, db: Database): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: 'smtp',
      async deliver(message) {
        const { attachments, ...rest } = message;
        await transport.sendMail({
          from: config.mailFrom,
          ...rest,
          attachments: attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.contentBase64,
            encoding: 'base64',
          })),
        });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async deliver(message) {
      const adjuntos = message.attachments?.length
        ? `\n\nAdjuntos: ${message.attachments.map((a) => a.filename).join(', ')}`
        : '';
      await db.outboxMail.create({
        data: { to: message.to, subject: message.subject, text: message.text + adjuntos, html: message.html ?? null },
      });
    },
    close: () => undefined,
  };
}
