// /reset-password?token=… (spec sections 2 and 4): new password with show/hide, 'Enlace Inválido'
// without a token, back to / 3 s after success.
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Home, LinkIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { RESET_PAGE_REDIRECT_MS } from '@horizonte/contracts';

import { PublicPageShell } from '../components/auth/public-page-shell.tsx';
import { useDelayedAction } from '../components/auth/use-delayed-action.ts';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { TableSkeleton } from '../components/ui/states.tsx';

// The form (with zod and react-hook-form) loads beside the page's shell, not before it (issue 27).
const formulario = import('../components/auth/reset-password-form.tsx');
const ResetPasswordForm = lazy(() => formulario.then((m) => ({ default: m.ResetPasswordForm })));

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const [success, setSuccess] = useState<string | null>(null);
  useDelayedAction(success !== null, RESET_PAGE_REDIRECT_MS, () => void navigate({ to: '/', replace: true }));

  if (!token) {
    return (
      <PublicPageShell
        title="Enlace Inválido"
        description="El enlace para restablecer la contraseña está incompleto o no es válido."
      >
        <div className="space-y-4">
          <Alert tone="error">Solicita un enlace nuevo desde «¿Olvidaste tu contraseña?» en el inicio de sesión.</Alert>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild className="flex-1">
              <Link to="/" search={{ acceso: 'recuperar' }}>
                <LinkIcon className="h-4 w-4" aria-hidden /> Pedir un enlace nuevo
              </Link>
            </Button>
            <Button asChild variant="outline" className="flex-1">
              <Link to="/">
                <Home className="h-4 w-4" aria-hidden /> Ir al inicio
              </Link>
            </Button>
          </div>
        </div>
      </PublicPageShell>
    );
  }

  return (
    <PublicPageShell title="Nueva Contraseña" description="Crea una contraseña nueva para tu cuenta de Horizonte.">
      <div className="space-y-4">
        <Suspense fallback={<TableSkeleton rows={3} />}>
          <ResetPasswordForm token={token} onSuccess={setSuccess} locked={success !== null} />
        </Suspense>
        {success ? (
          <Alert tone="success">
            {success} <span className="block text-xs">Te llevaremos al inicio en unos segundos…</span>
          </Alert>
        ) : null}
      </div>
    </PublicPageShell>
  );
}
