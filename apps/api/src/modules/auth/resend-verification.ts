// Asking for a new verification mail.
import type { Deps } from '../../deps.ts';
import type { JobServices } from '../../jobs/queue.ts';
import type { Requester } from '../access/actor.ts';
import { enforceResendQuota } from './throttle.ts';
import { queueVerificationMail } from './verification-mail.ts';

/**
 * Same answer, after the same database work, whether or not the account exists or is already
 * verified: the lookup and the mail are a job (timing reveals nothing).
 */
export async function resendVerification(deps: Deps, requester: Requester, email: string): Promise<void> {
  await enforceResendQuota(deps.db, email, requester);
  await deps.jobs.send(deps.db, 'auth.verification-link', { email });
}

/** Job `auth.verification-link`: a fresh link for an account still waiting for verification. */
export async function mailVerificationLinkIfPending(deps: JobServices, { email }: { email: string }): Promise<void> {
  const user = await deps.db.user.findUnique({ where: { email } });
  if (!user || user.emailVerifiedAt) return;
  await deps.db.$transaction((tx) => queueVerificationMail(deps, tx, user));
}
