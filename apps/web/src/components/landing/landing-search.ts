// Search parameters of the main landing: `?acceso=login` opens a modal (used by the verification
// page's button), `?token=` opens the 'Nueva Contraseña' dialog with that token (spec section 2).
// A plain function, so the router's base bundle does not pull zod.
const AUTH_MODALS = ['login', 'registro', 'recuperar', 'restablecer'] as const;
export type AuthModalParam = (typeof AUTH_MODALS)[number];

export interface LandingSearch {
  acceso?: AuthModalParam;
  token?: string;
}

export function validateLandingSearch(search: Record<string, unknown>): LandingSearch {
  const result: LandingSearch = {};
  if (typeof search.acceso === 'string' && (AUTH_MODALS as readonly string[]).includes(search.acceso)) {
    result.acceso = search.acceso as AuthModalParam;
  }
  if (typeof search.token === 'string' && search.token) result.token = search.token;
  return result;
}

/** The modal a landing URL asks for: a reset token wins. */
export function modalFromSearch(search: LandingSearch): AuthModalParam | null {
  if (search.token) return 'restablecer';
  return search.acceso ?? null;
}
