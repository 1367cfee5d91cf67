import type { TRPCError } from '@trpc/server';

import { errorDetails } from '../lib/errors.ts';

/** Adds Retry-After to 429 answers on both facades. */
export function retryAfterMeta(opts: { errors: readonly TRPCError[] }): { headers?: Record<string, string> } {
  for (const error of opts.errors) {
    const seconds = errorDetails(error)?.retryAfterSeconds;
    if (seconds) return { headers: { 'Retry-After': String(seconds) } };
  }
  return {};
}
