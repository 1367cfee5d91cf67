// The dashboard's «Informe mensual» card (issue 29): the latest report the administration published
// for the consejo, to download, or a note that none has been published yet. Treasury readers only.
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';

import { nombrePeriodo } from '@horizonte/contracts';

import { formatDate } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useDescargarInforme } from '../informes/use-descargar-informe.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

export function InformeMensualCard({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const ultimo = useQuery({ ...trpc.informes.list.queryOptions({ id: phId, pageSize: 1 }), retry: false });
  const { descargar, descargando } = useDescargarInforme(phId);
  const informe = ultimo.data?.informes[0];
  return (
    <Card
      className="mt-6 flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="card-informe-mensual"
    >
      <div className="flex items-start gap-3">
        <FileText className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden />
        <div>
          <h2 className="font-semibold">Informe mensual</h2>
          {ultimo.isLoading ? (
            <Skeleton className="mt-1 h-4 w-48" />
          ) : ultimo.isError ? (
            <p className="text-sm text-red-700 dark:text-red-300">No fue posible cargar el último informe</p>
          ) : informe ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {nombrePeriodo(informe.periodo)}, publicado el {formatDate(informe.publicadoEn)}
            </p>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">Aún no se ha publicado ningún informe.</p>
          )}
        </div>
      </div>
      {informe ? (
        <Button variant="outline" onClick={() => descargar(informe.periodo)} disabled={descargando !== null}>
          {descargando ? 'Generando…' : 'Descargar PDF'}
        </Button>
      ) : null}
    </Card>
  );
}
