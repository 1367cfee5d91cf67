// The email verification link: 24 hours, single use, mailed at registration and on request
// (registration.ts, resend-verification.ts).
import { EMAIL_VERIFICATION_TTL_MS } from '@horizonte/contracts';
import type { User } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import type { Db } from '../../jobs/queue.ts';
import { mails } from '../../lib/mail/templates.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';

/** Issues a link and queues its mail, both in `tx`: the mail goes out if and only if `tx` commits. */
export async function queueVerificationMail(
  deps: Pick<Deps, 'config' | 'jobs' | 'clock'>,
  tx: Db,
  user: Pick<User, 'id' | 'email' | 'nombre'>,
): Promise<void> {
  const token = await issueOneTimeToken(tx, user.id, 'email_verification', EMAIL_VERIFICATION_TTL_MS, deps.clock.now());
  const url = `${deps.config.appUrl}/verify-email?token=${token}`;
  await deps.jobs.send(tx, 'mail.send', mails.verifyEmail(user.email, user.nombre, url));
}
