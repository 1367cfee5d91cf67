// A one-purpose page that needs the account (the gateway's return page, the «Pagar ahora» link): signed
// out, the login form is on the page itself, so the person comes back to what they were doing. With the
// complex known, it is that complex's login (the main one refuses the complexes' own roles).
import type { ReactNode } from 'react';

import { MSG, type LoginOutput } from '@horizonte/contracts';

import { errorMessage } from '../../lib/api-errors.ts';
import { useSession } from '../../lib/session.tsx';
import { mainLoginErrorMessage } from '../auth/auth-errors.ts';
import { LoginForm } from '../auth/login-form.tsx';
import { PublicPageShell } from '../auth/public-page-shell.tsx';
import { Spinner } from '../ui/spinner.tsx';

export function ConSesion({
  title,
  description,
  identificador,
  children,
}: {
  title: string;
  description: string;
  identificador?: string;
  children: ReactNode;
}) {
  const { status, user, signIn } = useSession();
  if (status === 'loading') {
    return (
      <PublicPageShell title={title}>
        <div className="flex justify-center" aria-live="polite">
          <Spinner className="h-10 w-10" label="Cargando…" />
        </div>
      </PublicPageShell>
    );
  }
  if (status !== 'authenticated' || !user) {
    const onLoggedIn = (result: LoginOutput) => {
      signIn(result);
      return undefined;
    };
    return (
      <PublicPageShell title={title} description={description}>
        <LoginForm
          identificador={identificador}
          describeError={identificador ? (error) => errorMessage(error, MSG.complexLoginError) : mainLoginErrorMessage}
          onLoggedIn={onLoggedIn}
          submitLabel="Iniciar sesión y continuar"
        />
      </PublicPageShell>
    );
  }
  return <>{children}</>;
}
