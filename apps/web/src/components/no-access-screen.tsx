import { Link, useNavigate } from '@tanstack/react-router';
import { Building2, Home, LogOut, Mail, ShieldOff, UserPlus } from 'lucide-react';

import { MSG_COMUNES } from '@horizonte/contracts';

import { useSession } from '../lib/session.tsx';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';

/** 'Sin Acceso Asignado': a signed-in, non-super user who holds no role yet. */
export function NoAccessScreen() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4 dark:bg-slate-950">
      <Card className="w-full max-w-lg p-8">
        <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-yellow-100 text-yellow-800 dark:bg-yellow-900/50 dark:text-yellow-200">
          <ShieldOff className="h-7 w-7" aria-hidden />
        </div>
        <h1 className="text-center text-2xl font-bold">{MSG_COMUNES.noAccessTitle}</h1>
        <p className="mt-2 text-center text-slate-600 dark:text-slate-300">
          {user ? `${user.nombre}, tu` : 'Tu'} cuenta aún no tiene acceso a ningún conjunto.
        </p>
        <ul className="mt-6 space-y-3 text-sm text-slate-700 dark:text-slate-300">
          <li className="flex gap-3">
            <Mail className="mt-0.5 h-4 w-4 shrink-0 text-blue-700 dark:text-blue-400" aria-hidden />
            Contacta al administrador de tu conjunto para que te asigne un rol.
          </li>
          <li className="flex gap-3">
            <UserPlus className="mt-0.5 h-4 w-4 shrink-0 text-blue-700 dark:text-blue-400" aria-hidden />
            Espera la invitación por email: al aceptarla tendrás acceso inmediato.
          </li>
          <li className="flex gap-3">
            <Building2 className="mt-0.5 h-4 w-4 shrink-0 text-blue-700 dark:text-blue-400" aria-hidden />
            Si eres administrador, crea tu propiedad y empieza a gestionarla.
          </li>
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline" className="flex-1">
            <Link to="/">
              <Home className="h-4 w-4" aria-hidden /> Ir al inicio
            </Link>
          </Button>
          <Button asChild variant="secondary" className="flex-1">
            <Link to="/dashboard" search={{ seccion: 'propiedades', nueva: true }}>
              <Building2 className="h-4 w-4" aria-hidden /> Crear una propiedad
            </Link>
          </Button>
          <Button
            variant="danger"
            className="flex-1"
            onClick={async () => {
              await signOut();
              await navigate({ to: '/' });
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden /> Cerrar sesión
          </Button>
        </div>
      </Card>
    </main>
  );
}
