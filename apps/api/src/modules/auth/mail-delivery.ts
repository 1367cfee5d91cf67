import type { Mailer, MailMessage } from '../../lib/mail/mailer.ts';

/**
 * Sends without making the caller wait: the answer must not take longer when an account exists
 * (enumeration by timing), and a slow SMTP server must not slow the API. Failures are logged
 * by purpose only: the message holds a raw token.
 */
export function sendInBackground(mailer: Mailer, message: MailMessage, purpose: string): void {
  mailer.send(message).catch((error: unknown) => {
    console.error(`[mail] no se pudo enviar (${purpose}):`, error instanceof Error ? error.message : error);
  });
}
