// What crosses to a heavy-work thread and what comes back when a task refuses its input (a Spanish 400).
import type { TRPCError } from '@trpc/server';

import type { ErrorDetails } from '../lib/errors.ts';
import type { HeavyInput, HeavyKind } from './registry.ts';

export interface HeavyRequest<K extends HeavyKind> {
  kind: K;
  input: HeavyInput<K>;
}

export interface Refusal {
  refusal: { code: TRPCError['code']; message: string; details: ErrorDetails | undefined };
}

export function isRefusal(answer: unknown): answer is Refusal {
  return typeof answer === 'object' && answer !== null && 'refusal' in answer;
}
