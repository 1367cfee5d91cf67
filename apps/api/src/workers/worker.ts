// The entry of each heavy-work thread (piscina loads it; scripts/build.mjs bundles it as dist/heavy-worker.mjs).
// A task's bytes are moved back to the main thread, not copied; an error of ours (fail.*) travels as its
// parts, since a thread boundary keeps only an Error's message.
import { TRPCError } from '@trpc/server';
import Piscina from 'piscina';

import { errorDetails } from '../lib/errors.ts';
import { ownBytes } from './bytes.ts';
import { HEAVY_TASKS, type HeavyKind } from './registry.ts';
import type { HeavyRequest, Refusal } from './request.ts';

export default async function runHeavyTask({ kind, input }: HeavyRequest<HeavyKind>): Promise<unknown> {
  let answer: unknown;
  try {
    answer = await (HEAVY_TASKS[kind] as (input: unknown) => unknown)(input);
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return { refusal: { code: error.code, message: error.message, details: errorDetails(error) } } satisfies Refusal;
  }
  return answer instanceof Uint8Array ? Piscina.move(ownBytes(answer)) : answer;
}
