// What an error answer must never show: stack traces, internals, secrets. And whether a message is Spanish.

const STACK_OR_INTERNALS =
  /\bat [\w.$<>[\]]+ \(|\bat (file|node):|node_modules|\/work\/|\.[cm]?[jt]s:\d+|\bTypeError\b|\bReferenceError\b|\bSyntaxError\b|Invalid `prisma|PrismaClient|prisma\.\w+\.\w+\(|ECONNREFUSED|\bSQLSTATE\b|duplicate key value|violates (unique|foreign key|not-null)|relation "\w+"|\bstack\b/i;

export function leaksInternals(text: string): string | undefined {
  return STACK_OR_INTERNALS.exec(text)?.[0];
}

/** Argon2 hashes, hex SHA-256 token hashes of the session table and the given raw secrets. */
export function leaksSecret(text: string, secrets: string[]): string | undefined {
  if (/\$argon2(id|i|d)\$/.test(text)) return 'hash argon2';
  // As a field of the answer; user content that merely mentions the words (a comunicado about SQL) is no leak.
  if (/"(passwordHash|password_hash|tokenHash|token_hash)"\s*:/.test(text)) return 'campo de hash';
  return secrets.find((s) => s.length >= 8 && text.includes(s));
}

const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|un|una|para|por|con|tu|su|no|ya|fue|este|esta|debe|solicitud|datos|sesión|ruta|existe|encontrad[oa]s?|válid[oa]s?|requerid[oa]s?|permiso|demasiad[oa]s?)\b/i;
const ENGLISH =
  /\b(the|expected|received|must|should|failed|found|procedure|invalid input|string|number|object|undefined|null)\b/i;

export function isSpanish(message: unknown): boolean {
  return typeof message === 'string' && message.trim().length > 0 && SPANISH.test(message) && !ENGLISH.test(message);
}
