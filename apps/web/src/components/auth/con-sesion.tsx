// A one-purpose page that needs the account (a mailed poder, the gateway's return page, the «Pagar
// ahora» link): signed out, the login form is on the page itself, so the person comes back to what
// they were doing. With the complex known, it is that complex's login (the main one refuses the
// complexes' own roles).
import type { ReactNode } from 'react';

import { MSG, type LoginOutput, type SessionUser } from '@horizonte/contracts';

import { errorMessage } from '../../lib/api-errors.ts';
import { useSession } from '../../lib/session.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { mainLoginErrorMessage } from './auth-errors.ts';
import { LoginForm } from './login-form.tsx';
import { PublicPageShell } from './public-page-shell.tsx';

interface ConSesionProps {
  title: string;
  /** What the login is for, above the form. */
  description: string;
  /** The complex whose login admits the person (its own roles). */
  identificador?: string;
  /** Below the login form (e.g. how to get an account). */
  loginExtra?: ReactNode;
  /** The page, once signed in. */
  children(user: SessionUser): ReactNode;
}

export function ConSesion({ title, description, identificador, loginExtra, children }: ConSesionProps) {
  const { status, user, signIn } = useSession();
  if (status === 'loading') return <CargandoEnPagina title={title} label="Cargando…" />;
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
        >
          {loginExtra}
        </LoginForm>
      </PublicPageShell>
    );
  }
  return <>{children(user)}</>;
}

/** The one-purpose page while something loads: its title and a spinner that says what. */
export function CargandoEnPagina({ title, label, children }: { title: string; label: string; children?: ReactNode }) {
  return (
    <PublicPageShell title={title}>
      <div className="flex flex-col items-center text-center" aria-live="polite">
        <Spinner className="h-10 w-10" label={label} />
        {children}
      </div>
    </PublicPageShell>
  );
}
