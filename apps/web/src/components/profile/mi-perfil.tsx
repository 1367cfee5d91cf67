// Mi Perfil (issue 14 section 5): name and phone, a new email confirmed from the link mailed to it,
// the password, the active sessions with "cerrar las demás", the roles in each complex, and the
// notification preferences. Every change goes through the shared zod schemas and the API.
// The cards (and the zod schemas of their forms) load after the page's shell, behind the same skeleton.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';

import { errorMessage } from '../../lib/api-errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../ui/button.tsx';
import { ErrorState, TableSkeleton } from '../ui/states.tsx';

// Requested with the page, not after the profile arrives: the two downloads run side by side.
const secciones = import('./perfil-secciones.tsx');
const PerfilSecciones = lazy(() => secciones.then((m) => ({ default: m.PerfilSecciones })));

export function MiPerfil() {
  const trpc = useTRPC();
  const perfil = useQuery(trpc.perfil.get.queryOptions());
  const navigate = useNavigate();
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <Button variant="link" onClick={() => (window.history.length > 1 ? window.history.back() : void navigate({ to: '/' }))}>
        <ArrowLeft className="h-4 w-4" aria-hidden /> Volver
      </Button>
      <h1 className="text-2xl font-semibold">Mi Perfil</h1>
      {perfil.isLoading ? (
        <TableSkeleton rows={4} />
      ) : perfil.isError ? (
        <ErrorState message={errorMessage(perfil.error, 'No fue posible cargar tu perfil')} />
      ) : (
        <Suspense fallback={<TableSkeleton rows={4} />}>
          <PerfilSecciones perfil={perfil.data!.perfil} />
        </Suspense>
      )}
    </main>
  );
}
