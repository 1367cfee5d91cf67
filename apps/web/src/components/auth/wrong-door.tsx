// A correct password at the wrong door (issue 26 #5): the server names the complexes whose own login
// admits the person, and each link opens that login with the email filled in (never the password).
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';

import { wrongDoorFields, type PortalRef } from '@horizonte/contracts';

import { errorFields } from '../../lib/api-errors.ts';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The email a login elsewhere handed to this complex's login (router state, not the URL). */
    loginEmail?: string;
  }
}

/** The portals a 403 of the login names; none for any other failure. */
export function wrongDoorPortales(error: unknown): PortalRef[] {
  const parsed = wrongDoorFields.safeParse(errorFields(error));
  return parsed.success ? parsed.data.portales : [];
}

/** Where to send someone to a complex's login with their email. */
export const portalLogin = (portal: PortalRef, email: string) =>
  ({ to: '/ph/$identificador', params: { identificador: portal.identificador }, state: { loginEmail: email } }) as const;

export function WrongDoorLinks({ portales, email }: { portales: PortalRef[]; email: string }) {
  return (
    <nav aria-label="Portales de tus conjuntos" className="mt-2">
      <ul className="space-y-1">
        {portales.map((portal) => (
          <li key={portal.identificador}>
            <Link
              {...portalLogin(portal, email)}
              className="inline-flex items-center gap-1 font-semibold underline underline-offset-2"
            >
              Ingresar al portal de {portal.nombre} <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
