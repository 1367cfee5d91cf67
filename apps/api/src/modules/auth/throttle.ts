// Rate limits of the accounts side, on the shared database counters of lib/rate-limit.ts.
// Login counts failures only (5 per email, 20 per IP in 15 minutes); anything that sends mail
// counts every request.
import type { Database } from '@horizonte/db';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_EMAIL,
  LOGIN_MAX_FAILURES_PER_IP,
  MSG,
} from '@horizonte/contracts';
import { hit, peek, reset } from '../../lib/rate-limit.ts';
import { fail } from '../../lib/errors.ts';

const MAIL_WINDOW_MS = 15 * 60 * 1000;
/** Mail-sending requests per account (email or document) and per IP within MAIL_WINDOW_MS. */
export const MAIL_MAX_PER_ACCOUNT = 5;
export const MAIL_MAX_PER_IP = 20;
/** Registrations per IP within an hour. */
export const REGISTER_MAX_PER_IP = 10;
const REGISTER_WINDOW_MS = 60 * 60 * 1000;

const loginEmailKey = (email: string) => `login:email:${email}`;
const loginIpKey = (ip: string) => `login:ip:${ip}`;

/** Throws 429 once the email or the IP has used up its failed attempts. */
export async function assertLoginAllowed(db: Database, email: string, ip: string): Promise<void> {
  const [byEmail, byIp] = await Promise.all([peek(db, loginEmailKey(email)), peek(db, loginIpKey(ip))]);
  const blocked = [
    byEmail.count >= LOGIN_MAX_FAILURES_PER_EMAIL ? byEmail : undefined,
    byIp.count >= LOGIN_MAX_FAILURES_PER_IP ? byIp : undefined,
  ].filter((state) => state !== undefined);
  if (blocked.length) {
    const retryAfter = Math.max(...blocked.map((state) => state.retryAfterSeconds));
    throw fail.tooManyRequests(MSG.tooManyLoginAttempts, retryAfter);
  }
}

export async function recordLoginFailure(db: Database, email: string, ip: string): Promise<void> {
  await hit(db, loginEmailKey(email), LOGIN_FAILURE_WINDOW_MS);
  await hit(db, loginIpKey(ip), LOGIN_FAILURE_WINDOW_MS);
}

/** A successful login (or a password reset) clears the email's failures; the IP's stay. */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await reset(db, loginEmailKey(email));
}

interface Quota {
  key: string;
  max: number;
  windowMs: number;
}

async function enforce(db: Database, quotas: Quota[], message: string): Promise<void> {
  let retryAfter = 0;
  for (const quota of quotas) {
    const state = await hit(db, quota.key, quota.windowMs);
    if (state.count > quota.max) retryAfter = Math.max(retryAfter, state.retryAfterSeconds);
  }
  if (retryAfter > 0) throw fail.tooManyRequests(message, retryAfter);
}

/** Forgot-password requests, per account (email or document) and per IP. */
export function enforceRecoveryQuota(db: Database, account: string, ip: string): Promise<void> {
  return enforce(
    db,
    [
      { key: `recovery:${account}`, max: MAIL_MAX_PER_ACCOUNT, windowMs: MAIL_WINDOW_MS },
      { key: `recovery:ip:${ip}`, max: MAIL_MAX_PER_IP, windowMs: MAIL_WINDOW_MS },
    ],
    MSG.tooManyRecoveryAttempts,
  );
}

/** Requests for a new verification mail, per email and per IP. */
export function enforceResendQuota(db: Database, email: string, ip: string): Promise<void> {
  return enforce(
    db,
    [
      { key: `resend:email:${email}`, max: MAIL_MAX_PER_ACCOUNT, windowMs: MAIL_WINDOW_MS },
      { key: `resend:ip:${ip}`, max: MAIL_MAX_PER_IP, windowMs: MAIL_WINDOW_MS },
    ],
    MSG.tooManyRequests,
  );
}

/** Registrations (each sends a mail) per IP. */
export function enforceRegisterQuota(db: Database, ip: string): Promise<void> {
  return enforce(db, [{ key: `register:ip:${ip}`, max: REGISTER_MAX_PER_IP, windowMs: REGISTER_WINDOW_MS }], MSG.tooManyRequests);
}
