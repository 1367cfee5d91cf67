// Issue 32, speed on a phone: a complex portal's first reads leave as early as they can. On Fast 3G each
// round trip costs over half a second, and over HTTP/1.1's six connections a request waits behind the files
// asked before it. So the complex (ph.byIdentificador) is read while the session is checked, and, on the
// owner's and the resident's dashboards, their first screen (inicio.get) as soon as the complex's id is known;
// the dashboards' code is asked for at the same time. The app's entry calls this for the page it opens, the
// portal's guard for a page reached from inside the app; the queries' cache makes the second call free.
import { isRol } from '@horizonte/contracts';

import { readToken } from '../../../lib/session-storage.ts';
import { complexPortalKind, type ComplexPortalKind } from './kinds.ts';

export const DASHBOARD_SECTION = 'dashboard';
/** The portals whose dashboard opens on inicio.get (components/dashboards/use-mis-cuentas.ts). */
const INICIO_KINDS: ReadonlySet<ComplexPortalKind> = new Set(['owner', 'resident']);

/**
 * For /ph/{identificador}/{rol}[/{section}] with a stored session; anything else is left alone. Resolves once
 * the reads are on their way, so that the caller's other requests queue behind them, not ahead.
 */
export async function startComplexReads(pathname: string): Promise<void> {
  const [, ph, identificador, rol, section = DASHBOARD_SECTION] = pathname.split('/');
  if (ph !== 'ph' || !identificador || !rol || !isRol(rol) || !readToken()) return;
  const dashboard = section === DASHBOARD_SECTION;
  const inicio = dashboard && INICIO_KINDS.has(complexPortalKind(rol));
  try {
    const { prefetchComplex } = await import('../../../lib/api-providers.tsx');
    prefetchComplex(identificador.toLowerCase(), { inicio });
    // tRPC sends its batch on the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    if (dashboard) void import('../../dashboards/complex-dashboards.tsx');
  }
}
