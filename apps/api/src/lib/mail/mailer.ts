// Outgoing mail: through SMTP_URL when set, otherwise into the database outbox shown at /dev/mail.
import nodemailer from 'nodemailer';
import type { Database } from '@horizonte/db';
import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: Config, db: Database): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await db.outboxMail.create({ data: { to: message.to, subject: message.subject, text: message.text, html: message.html ?? null } });
    },
    close: () => undefined,
  };
}
