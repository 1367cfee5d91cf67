import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax). */
const ARGON2ID = 2;

// argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): ~25 ms per hash here.
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('horizonte-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
