// Rate limits of the accounts side (lib/rate-limit.ts: atomic, shared by every process).
//
// Every password check — login, change-password, accepting an invitation with an existing
// account — goes through one throttle, and the attempt is counted *before* the password is
// checked, so neither a tRPC batch nor parallel requests get more guesses than the limit:
// - per account and IP: 5 attempts in 15 min, then 429 for that pair only. The owner, on a
//   device that has not failed, still gets in (no targeted lockout, ASVS 6.3.1);
// - per IP: 20 attempts in 15 min across all accounts;
// - per account from everywhere: past 10 attempts in the window each check is delayed a little
//   more (up to 2 s). That slows a distributed guesser without locking the owner out.
// A correct password gives its attempt back (the IP and account-wide counts) and clears the pair.
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES_PER_EMAIL, LOGIN_MAX_FAILURES_PER_IP, MSG } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

import { clear, consume, refund, type Quota } from '../../lib/rate-limit.ts';
import type { Requester } from '../access/actor.ts';

const MAIL_WINDOW_MS = 15 * 60 * 1000;
/** Mail-sending requests per account (email or document) and per IP within MAIL_WINDOW_MS. */
export const MAIL_MAX_PER_ACCOUNT = 5;
export const MAIL_MAX_PER_IP = 20;
/** Registrations per IP within an hour. */
export const REGISTER_MAX_PER_IP = 10;
/** Past this many attempts on one account in the window, each check is slowed down. */
export const ACCOUNT_SLOWDOWN_AFTER = 10;
const SLOWDOWN_STEP_MS = 200;
const SLOWDOWN_MAX_MS = 2_000;

const passwordByAccountAndIp: Quota = {
  name: 'login:account-ip',
  points: LOGIN_MAX_FAILURES_PER_EMAIL,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
  message: MSG.tooManyLoginAttempts,
};
const passwordByIp: Quota = {
  name: 'login:ip',
  points: LOGIN_MAX_FAILURES_PER_IP,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
  message: MSG.tooManyLoginAttempts,
};
/** Counts only (never refuses): its count decides the slowdown. */
const passwordByAccount: Quota = {
  name: 'login:account',
  points: Number.MAX_SAFE_INTEGER,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
  message: MSG.tooManyLoginAttempts,
};

export interface PasswordAttempt {
  /** Call when the password matched: the attempt is given back and the account+IP pair is cleared. */
  succeeded(): Promise<void>;
}

export function slowdownMs(accountAttempts: number): number {
  const over = accountAttempts - ACCOUNT_SLOWDOWN_AFTER;
  return over > 0 ? Math.min(SLOWDOWN_MAX_MS, over * SLOWDOWN_STEP_MS) : 0;
}

/** Counts a password attempt for `email` from `ip` (429 when over a limit) before the caller checks it. */
export async function beginPasswordAttempt(db: Database, email: string, who: Requester): Promise<PasswordAttempt> {
  const { ip } = who;
  const pair = `${email}|${ip}`;
  await consume(db, passwordByIp, ip, { who });
  await consume(db, passwordByAccountAndIp, pair, { who });
  const accountAttempts = await consume(db, passwordByAccount, email);
  const delay = slowdownMs(accountAttempts);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  return {
    async succeeded() {
      await clear(db, passwordByAccountAndIp, pair);
      await refund(db, passwordByIp, ip);
      await refund(db, passwordByAccount, email);
    },
  };
}

/** A password reset proves control of the email: its attempts (account-wide and from this IP) are forgotten. */
export async function clearPasswordAttempts(db: Database, email: string, ip: string): Promise<void> {
  await clear(db, passwordByAccount, email);
  await clear(db, passwordByAccountAndIp, `${email}|${ip}`);
}

function mailQuotas(kind: string, account: string | undefined, ip: string, message: string): [Quota, string][] {
  const perIp: [Quota, string] = [{ name: `${kind}:ip`, points: MAIL_MAX_PER_IP, windowMs: MAIL_WINDOW_MS, message }, ip];
  if (account === undefined) return [perIp];
  return [[{ name: `${kind}:account`, points: MAIL_MAX_PER_ACCOUNT, windowMs: MAIL_WINDOW_MS, message }, account], perIp];
}

async function consumeAll(db: Database, quotas: [Quota, string][], who: Requester): Promise<void> {
  for (const [quota, key] of quotas) await consume(db, quota, key, { who });
}

/** Forgot-password requests, per account (email or document) and per IP. */
export function enforceRecoveryQuota(db: Database, account: string, who: Requester): Promise<void> {
  return consumeAll(db, mailQuotas('recovery', account, who.ip, MSG.tooManyRecoveryAttempts), who);
}

/** Requests for a new verification mail, per email and per IP. */
export function enforceResendQuota(db: Database, email: string, who: Requester): Promise<void> {
  return consumeAll(db, mailQuotas('resend', email, who.ip, MSG.tooManyRequests), who);
}

/**
 * Email-change requests: per account (an account cannot probe which addresses are registered), per
 * address asked for (its owner is not flooded with mail) and per IP.
 */
export function enforceEmailChangeQuota(db: Database, userId: string, email: string, who: Requester): Promise<void> {
  const message = MSG.tooManyRequests;
  const { ip } = who;
  return consumeAll(
    db,
    [
      [{ name: 'email-change:account', points: MAIL_MAX_PER_ACCOUNT, windowMs: MAIL_WINDOW_MS, message }, userId],
      [{ name: 'email-change:address', points: MAIL_MAX_PER_ACCOUNT, windowMs: MAIL_WINDOW_MS, message }, email],
      [{ name: 'email-change:ip', points: MAIL_MAX_PER_IP, windowMs: MAIL_WINDOW_MS, message }, ip],
    ],
    who,
  );
}

/** Registrations (each sends a mail) per IP: `porHora` is REGISTRATIONS_PER_HOUR (REGISTER_MAX_PER_IP by default). */
export async function enforceRegisterQuota(db: Database, who: Requester, porHora: number): Promise<void> {
  await consume(db, { name: 'register:ip', points: porHora, windowMs: 60 * 60 * 1000, message: MSG.tooManyRequests }, who.ip, {
    who,
  });
}
