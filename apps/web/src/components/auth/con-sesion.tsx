// A one-purpose page that needs the account (a mailed poder, the gateway's return page, the «Pagar
// ahora» link): signed out, the login form is on the page itself, so the person comes back to what
// they were doing. With the complex known, it is that complex's login (the main one refuses the
// complexes' own roles).
import { lazy, Suspense, useState, type ReactNode } from 'react';

import { MSG, type LoginOutput, type PortalRef, type SessionUser } from '@horizonte/contracts';

import { errorMessage } from '../../lib/api-errors.ts';
import { useSession } from '../../lib/session.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { TableSkeleton } from '../ui/states.tsx';
import { mainLoginErrorMessage } from './auth-errors.ts';
import { PublicPageShell } from './public-page-shell.tsx';

// Signed in, the page never shows the login form: it (with zod and react-hook-form) loads only when it
// is shown, behind a skeleton (issue 27).
const LoginForm = lazy(() => import('./login-form.tsx').then((m) => ({ default: m.LoginForm })));

interface ConSesionProps {
  title: string;
  /** What the login is for, above the form. */
  description: string;
  /** The complex whose login admits the person (its own roles). */
  identificador?: string;
  /** Below the login form (e.g. how to get an account). */
  loginExtra?: ReactNode;
  /**
   * Without `identificador`: when the main login answers that the account enters by its complex's own
   * door, ask for the password again right here at that door (choosing the complex when there are several).
   */
  puertaDelConjunto?: boolean;
  /** The page, once signed in. */
  children(user: SessionUser): ReactNode;
}

interface Puerta {
  portales: PortalRef[];
  email: string;
  elegido: PortalRef | null;
}

export function ConSesion({
  title,
  description,
  identificador,
  loginExtra,
  puertaDelConjunto = false,
  children,
}: ConSesionProps) {
  const { status, user, signIn } = useSession();
  const [puerta, setPuerta] = useState<Puerta | null>(null);
  if (status === 'loading') return <CargandoEnPagina title={title} label="Cargando…" />;
  if (status !== 'authenticated' || !user) {
    const onLoggedIn = (result: LoginOutput) => {
      signIn(result);
      return undefined;
    };
    if (puerta && !puerta.elegido) {
      return (
        <PublicPageShell title={title} description="Tu cuenta entra por el portal de tu conjunto. ¿Por cuál quieres entrar?">
          <div className="flex flex-col gap-2">
            {puerta.portales.map((portal) => (
              <Button key={portal.identificador} variant="outline" onClick={() => setPuerta({ ...puerta, elegido: portal })}>
                {portal.nombre}
              </Button>
            ))}
          </div>
        </PublicPageShell>
      );
    }
    const conjunto = identificador ?? puerta?.elegido?.identificador;
    return (
      <PublicPageShell title={title} description={description}>
        {puerta?.elegido ? (
          <Alert tone="info" className="mb-4">
            Tu cuenta entra por el portal de {puerta.elegido.nombre}: escribe de nuevo tu contraseña para continuar.
          </Alert>
        ) : null}
        <Suspense fallback={<TableSkeleton rows={3} />}>
          <LoginForm
            key={conjunto ?? ''}
            identificador={conjunto}
            defaultEmail={puerta?.email}
            describeError={conjunto ? (error) => errorMessage(error, MSG.complexLoginError) : mainLoginErrorMessage}
            onLoggedIn={onLoggedIn}
            onWrongDoor={
              puertaDelConjunto && !conjunto
                ? (portales, email) => setPuerta({ portales, email, elegido: portales.length === 1 ? portales[0]! : null })
                : undefined
            }
            submitLabel="Iniciar sesión y continuar"
          >
            {loginExtra}
          </LoginForm>
        </Suspense>
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
