// Idempotency-Key for the POSTs that move money or issue a document (issue 25, #17): a retried or
// double-clicked request with the same key and the same body answers what the first one answered and
// creates nothing; the same key with another body is a 409; of concurrent duplicates exactly one runs.
//
// The key is claimed (a unique row per user and key, status 'en_proceso') before the work and holds
// the answer once it is done. The claim commits on its own, before the procedure's transaction: the
// services open their own transactions (the bank import one per row), so it cannot share theirs. The
// window this leaves fails safe: if the process dies between the change and storing its answer, the
// key stays 'en_proceso' and a retry gets 409 until it expires (24 h), never a second payment. A
// procedure that fails releases its key (its transaction rolled back: nothing was created).
import { createHash } from 'node:crypto';

import { z } from 'zod';

import type { Prisma } from '@horizonte/db';

import type { Actor } from '../modules/access/actor.ts';
import type { Context } from '../trpc/context.ts';
import { fail } from './errors.ts';

/** How long a key answers with its first result (then the purge job deletes it). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const KEY_FORMAT = /^[A-Za-z0-9_.:-]{1,255}$/;

/** The header in the OpenAPI document of every operation that honours it (`meta.openapi.requestHeaders`). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe(
      'Clave única por operación (por ejemplo un UUID). Con la misma clave y el mismo cuerpo, durante 24 horas se repite la primera respuesta sin crear nada; con otro cuerpo, 409.',
    ),
});

/** JSON with the keys of every object sorted: the same input always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const requestHash = (procedure: string, input: unknown): string =>
  createHash('sha256')
    .update(`${procedure}\n${canonicalJson(input)}`)
    .digest('hex');

type Claim = { claimed: true; id: string } | { claimed: false; requestHash: string; status: string; response: unknown } | null;

/** Inserts the key, or takes over an expired one; otherwise reads what the key already holds. */
async function claim(db: Context['db'], userId: string, key: string, hash: string, now: Date): Promise<Claim> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const [row] = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO idempotency_keys (id, user_id, key, request_hash, status, created_at)
    VALUES (gen_random_uuid(), ${userId}::uuid, ${key}, ${hash}, 'en_proceso', ${now})
    ON CONFLICT (user_id, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = 'en_proceso', response = NULL, created_at = EXCLUDED.created_at
      WHERE idempotency_keys.created_at < ${expired}
    RETURNING id`;
  if (row) return { claimed: true, id: row.id };
  const held = await db.idempotencyKey.findUnique({
    where: { userId_key: { userId, key } },
    select: { requestHash: true, status: true, response: true },
  });
  return held && { claimed: false, ...held };
}

interface IdempotentOptions<O> {
  /** Checked before a stored answer is given again (e.g. a certificate revoked since). */
  beforeReplay?: (ctx: Context, answer: O) => Promise<void>;
}

/**
 * Wraps a procedure's resolver: without an Idempotency-Key it just runs; with one, the first request
 * runs and stores its answer, a repeat (same user, key and input within 24 h) gets that answer again.
 */
export function idempotent<TOpts extends { ctx: Context & { actor: Actor }; input: unknown; path: string }, O>(
  resolver: (opts: TOpts) => Promise<O>,
  options: IdempotentOptions<O> = {},
): (opts: TOpts) => Promise<O> {
  return async (opts) => {
    const { ctx } = opts;
    const key = ctx.idempotencyKey;
    if (key == null) return resolver(opts);
    if (!KEY_FORMAT.test(key)) throw fail.badRequest('IDEMPOTENCY_KEY_INVALIDA');
    const hash = requestHash(opts.path, opts.input);
    const userId = ctx.actor.user.id;
    // A key released by a failed first request between our insert and our read: claim again.
    let held: Claim = null;
    for (let attempt = 0; attempt < 3 && !held; attempt++) held = await claim(ctx.db, userId, key, hash, ctx.clock.now());
    if (!held) throw fail.conflict('IDEMPOTENCY_KEY_EN_PROCESO');
    if (!held.claimed) {
      if (held.requestHash !== hash) throw fail.conflict('IDEMPOTENCY_KEY_REUTILIZADA');
      if (held.status !== 'completado') throw fail.conflict('IDEMPOTENCY_KEY_EN_PROCESO');
      const answer = held.response as O;
      await options.beforeReplay?.(ctx, answer);
      return answer;
    }
    let answer: O;
    try {
      answer = await resolver(opts);
    } catch (error) {
      await ctx.db.idempotencyKey.deleteMany({ where: { id: held.id, status: 'en_proceso' } });
      throw error;
    }
    await ctx.db.idempotencyKey.update({
      where: { id: held.id },
      data: { status: 'completado', response: JSON.parse(JSON.stringify(answer)) as Prisma.InputJsonValue },
    });
    return answer;
  };
}
