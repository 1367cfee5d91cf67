// The mail job: services queue a rendered message in their transaction; this delivers it.
import type PgBoss from 'pg-boss';

import type { Config } from '../config.ts';
import type { MailMessage } from '../lib/mail/mailer.ts';
import type { JobServices } from './queue.ts';

/** An SMTP attempt times out well within this (lib/mail/mailer.ts); past it the attempt counts as dead (crashed process). */
const MAIL_JOB_EXPIRE_SECONDS = 60;

export function mailQueueOptions(config: Config): Omit<PgBoss.Queue, 'name'> {
  return {
    retryLimit: config.mailRetryLimit,
    retryDelay: config.mailRetryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: MAIL_JOB_EXPIRE_SECONDS,
  };
}

export async function deliverMail({ mailer }: JobServices, message: MailMessage): Promise<void> {
  await mailer.deliver(message);
}
