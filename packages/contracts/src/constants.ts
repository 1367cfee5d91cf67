/** Business constants and limits (spec section 9) plus the ones we set ourselves. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const SUCCESS_AUTO_CLOSE_MS = 5_000;
export const RESET_PAGE_REDIRECT_MS = 3_000;

/** The reset page's spec message names 6 characters; below it that message is shown. */
export const PASSWORD_MIN_LENGTH = 6;
/** New passwords need at least 8 characters (OWASP ASVS 5.0, 6.2.1). */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NOMBRE_PH_MIN_LENGTH = 3;
export const NIT_MIN_DIGITS = 9;
export const NIT_MAX_DIGITS = 11;
export const IDENTIFICADOR_MIN_LENGTH = 3;
export const IDENTIFICADOR_MAX_LENGTH = 10;
export const DEFAULT_CIUDAD = 'Bogotá';
export const RECENT_PROPERTIES_COUNT = 5;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Sessions: 8 hours without use (sliding), 30 days at most. */
export const SESSION_IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_HOURS = 8;

/** Login rate limit: 5 failures per email or 20 per IP within 15 minutes. */
export const LOGIN_MAX_FAILURES_PER_EMAIL = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Largest request body the API accepts. */
export const MAX_BODY_BYTES = 100 * 1024;
/** Calls in one tRPC batch request (the web client's batch link uses the same bound). */
export const TRPC_MAX_BATCH = 10;

/** Storage keys (spec section 9). */
export const STORAGE_TOKEN_KEY = 'token';
export const STORAGE_USER_KEY = 'user';
export const STORAGE_THEME_KEY = 'theme';

/** Sample display figures (spec section 9): not real limits. */
export const SAMPLE_FIGURES = {
  activeUsers: 1250,
  properties: 25,
  sessionHours: 8,
  loginAttemptLimit: 5,
  version: '1.1.0',
} as const;

export const APP_VERSION = '1.1.0';
export const PRODUCT_NAME = 'Horizonte';

export const HELP_CHAT_GREETING =
  '¡Hola! Me gustaría recibir más información sobre Horizonte para la administración de mi conjunto.';

/**
 * The external chat link of the help buttons (a link, never a script), for the WhatsApp number the
 * server is configured with (WHATSAPP_NUMBER: country code and number, digits only).
 */
export function helpChatUrl(whatsappNumber: string): string {
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(HELP_CHAT_GREETING)}`;
}
