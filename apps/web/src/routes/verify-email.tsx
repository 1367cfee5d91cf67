// /verify-email?token=… (spec sections 2 and 8): verifying, then success or error; buttons to the
// login (the landing opens its login modal) and to the home page.
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CheckCircle2, Home, LogIn, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { MSG } from '@horizonte/contracts';

import { PublicPageShell } from '../components/auth/public-page-shell.tsx';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { errorMessage } from '../lib/api-errors.ts';
import { useTRPC } from '../lib/trpc.ts';

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: VerifyEmailPage,
});

type State = { kind: 'verifying' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

function VerifyEmailPage() {
  const { token } = Route.useSearch();
  const trpc = useTRPC();
  const { mutateAsync } = useMutation(trpc.auth.verifyEmail.mutationOptions());
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'verifying' } : { kind: 'error', message: MSG.verificationTokenMissing },
  );
  // The link is single-use: verify once even when React runs the effect twice.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutateAsync({ token })
      .then((result) => setState({ kind: 'success', message: result.message || MSG.verificationSuccess }))
      .catch((failure: unknown) => setState({ kind: 'error', message: errorMessage(failure, MSG.verificationFailed) }));
  }, [token, mutateAsync]);

  return (
    <PublicPageShell title="Verificación de email">
      <div className="flex flex-col items-center text-center" aria-live="polite">
        {state.kind === 'verifying' ? (
          <>
            <Spinner className="h-10 w-10" label="Verificando tu email…" />
            <p className="mt-4 text-slate-700 dark:text-slate-300">Verificando tu email…</p>
          </>
        ) : state.kind === 'success' ? (
          <>
            <CheckCircle2 className="h-12 w-12 text-green-600 dark:text-green-400" aria-hidden />
            <p className="mt-4 font-medium text-green-800 dark:text-green-300" data-testid="verify-result">
              {state.message}
            </p>
          </>
        ) : (
          <>
            <XCircle className="h-12 w-12 text-red-600 dark:text-red-400" aria-hidden />
            <p role="alert" className="mt-4 font-medium text-red-800 dark:text-red-300" data-testid="verify-result">
              {state.message}
            </p>
          </>
        )}
      </div>
      {state.kind !== 'verifying' ? (
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button asChild className="flex-1">
            <Link to="/" search={{ acceso: 'login' }}>
              <LogIn className="h-4 w-4" aria-hidden /> Iniciar Sesión
            </Link>
          </Button>
          <Button asChild variant="outline" className="flex-1">
            <Link to="/">
              <Home className="h-4 w-4" aria-hidden /> Ir al inicio
            </Link>
          </Button>
        </div>
      ) : null}
    </PublicPageShell>
  );
}
