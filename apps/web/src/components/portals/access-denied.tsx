import { useNavigate } from '@tanstack/react-router';
import { Home, LogOut, ShieldAlert } from 'lucide-react';

import { homeForUser } from '../../lib/destinations.ts';
import { useSession } from '../../lib/session.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

/** Shown instead of a portal the signed-in user may not open. */
export function AccessDenied({ message }: { message: string }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4 dark:bg-slate-950" data-testid="access-denied">
      <Card className="w-full max-w-lg p-8 text-center">
        <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200">
          <ShieldAlert className="h-7 w-7" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold">Acceso denegado</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{message}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" className="flex-1" onClick={() => navigate({ to: user ? homeForUser(user) : '/' })}>
            <Home className="h-4 w-4" aria-hidden /> Ir a mi portal
          </Button>
          <Button
            variant="danger"
            className="flex-1"
            onClick={async () => {
              await navigate({ to: '/' });
              await signOut();
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden /> Cerrar Sesión
          </Button>
        </div>
      </Card>
    </main>
  );
}
