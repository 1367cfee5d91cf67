// /verificar/{codigo}: anyone holding a paz y salvo checks its code here (issue 15, section 5):
// valid or not, the complex, the unit and the date; nothing else about the unit or its people.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CheckCircle2, XCircle } from 'lucide-react';

import { PublicPageShell } from '../../components/auth/public-page-shell.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

export const Route = createFileRoute('/verificar/$codigo')({ component: VerificarPage });

function VerificarPage() {
  const { codigo } = Route.useParams();
  const trpc = useTRPC();
  const check = useQuery({ ...trpc.tesoreria.pazYSalvo.verificar.queryOptions({ codigo }), retry: false });
  return (
    <PublicPageShell title="Verificación de paz y salvo">
      <div className="flex flex-col items-center text-center" aria-live="polite">
        {check.isLoading ? (
          <>
            <Spinner className="h-10 w-10" label="Verificando el código…" />
            <p className="mt-4">Verificando el código…</p>
          </>
        ) : check.data?.valido ? (
          <>
            <CheckCircle2 className="h-12 w-12 text-green-600 dark:text-green-400" aria-hidden />
            <p className="mt-4 text-lg font-semibold">Paz y salvo válido</p>
            <dl className="mt-4 space-y-1 text-sm">
              <div>
                <dt className="inline font-medium">Conjunto: </dt>
                <dd className="inline">{check.data.conjunto}</dd>
              </div>
              <div>
                <dt className="inline font-medium">Unidad: </dt>
                <dd className="inline">{check.data.unidad}</dd>
              </div>
              <div>
                <dt className="inline font-medium">Expedido el: </dt>
                <dd className="inline">{check.data.fecha}</dd>
              </div>
            </dl>
          </>
        ) : (
          <>
            <XCircle className="h-12 w-12 text-red-600 dark:text-red-400" aria-hidden />
            <p className="mt-4 text-lg font-semibold">Código no válido</p>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {check.isError
                ? errorMessage(check.error, 'No fue posible verificar el código.')
                : 'Ningún paz y salvo tiene este código. Revisa que lo hayas escrito completo.'}
            </p>
          </>
        )}
      </div>
    </PublicPageShell>
  );
}
