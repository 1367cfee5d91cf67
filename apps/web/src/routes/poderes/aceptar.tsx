// /poderes/aceptar?token=… (issue 25): the link mailed to an apoderado. It needs the account of that email:
// signed out, the page asks to sign in right here and then carries on; signed in, it shows what is
// accepted (complex, asamblea, unit, who grants it) and binds the poder to the account on confirmation.
import { createFileRoute } from '@tanstack/react-router';

import { AceptarPoderPage } from '../../components/asambleas/aceptar-poder.tsx';

export const Route = createFileRoute('/poderes/aceptar')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: function AceptarPoderRoute() {
    const { token } = Route.useSearch();
    return <AceptarPoderPage token={token} />;
  },
});
