// One Idempotency-Key per form submission (issue 25, #17): a form that moves money or issues a
// document sends a random key with its mutation, so a double click or a retried request is answered
// with the first result instead of paying twice. The key is kept while the submission fails (a retry
// is the same submission) and renewed once it succeeds (the next one is a new operation). The API
// client's link sends it as the `Idempotency-Key` header (api-client.ts).
import { useState } from 'react';

/** What a mutation carries in its tRPC context for the link to read when the request leaves. */
export interface IdempotencyHolder {
  key: string;
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of an operation, if its mutation carries one. */
export function idempotencyKeyOf(context: Record<string, unknown>): string | undefined {
  return (context.idempotency as IdempotencyHolder | undefined)?.key;
}

/**
 * Options to spread into a money mutation's `mutationOptions`: the form's key in the tRPC context, and
 * an `onSuccess` that renews it before running the given one.
 */
export function useIdempotentMutation(onSuccess?: () => unknown) {
  const [idempotency] = useState<IdempotencyHolder>(() => ({ key: newKey() }));
  return {
    trpc: { context: { idempotency } },
    onSuccess: () => {
      idempotency.key = newKey();
      return onSuccess?.();
    },
  };
}
