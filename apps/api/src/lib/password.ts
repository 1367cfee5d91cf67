import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

import { fail } from './errors.ts';

/** Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax). */
const ARGON2ID = 2;

// argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): ~25 ms per hash here.
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

let commonPasswords: Set<string> | undefined;

/**
 * New passwords must not be on a list of common and breached passwords (OWASP ASVS 5.0, 6.2.4):
 * zxcvbn-ts's list (about 50 000 entries from public breach corpora), loaded once, offline.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'] as string[]);
  return commonPasswords.has(password.toLowerCase());
}

/** Every password a person chooses (registration, reset, change, invitation) is hashed through here. */
export function hashNewPassword(password: string): Promise<string> {
  if (isCommonPassword(password)) throw fail.badRequest('CONTRASENA_DEMASIADO_COMUN');
  return hashPassword(password);
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
