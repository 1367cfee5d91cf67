// Cartera por edades: totals, the aging chart, the per-unit table and the CSV/Excel downloads.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';

import { formatoFecha, type Cartera } from '@horizonte/contracts';

import { errorMessage } from '../../lib/api-errors.ts';
import { downloadArchivo } from '../../lib/download.ts';
import { formatCOP } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../ui/states.tsx';
import { TableFrame, TableHeader, td } from '../ui/table.tsx';
import { right } from './table-cells.ts';

const EDADES = [
  ['alDia', 'Al día'],
  ['de1a30', '1–30 días'],
  ['de31a60', '31–60 días'],
  ['de61a90', '61–90 días'],
  ['masDe90', 'Más de 90 días'],
] as const;

export function CarteraPanel({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cartera = useQuery(trpc.tesoreria.cartera.get.queryOptions({ id: phId, pageSize: 100 }));
  const descargar = async (formato: 'csv' | 'xlsx') => {
    try {
      const data = await queryClient.fetchQuery(trpc.tesoreria.cartera.get.queryOptions({ id: phId, formato, pageSize: 100 }));
      if (data.archivo) downloadArchivo(data.archivo);
    } catch (error) {
      toast.error(errorMessage(error, 'No fue posible generar la descarga'));
    }
  };
  if (cartera.isLoading) return <TableSkeleton rows={5} />;
  if (cartera.isError) return <ErrorState message={errorMessage(cartera.error, 'No fue posible cargar la cartera')} />;
  const { totales, unidades } = cartera.data!;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="cartera-totales">
        <Cifra label="Facturado" value={formatCOP(totales.facturado)} testId="cartera-facturado" />
        <Cifra label="Recaudado" value={formatCOP(totales.recaudado)} />
        <Cifra label="Cartera" value={formatCOP(totales.cartera)} testId="cartera-total" />
        <Cifra label="% de cartera" value={`${totales.porcentajeCartera.toLocaleString('es-CO')} %`} />
      </div>
      <EdadesChart totales={totales} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => descargar('csv')}>
          <Download className="h-4 w-4" aria-hidden /> CSV
        </Button>
        <Button variant="outline" size="sm" onClick={() => descargar('xlsx')}>
          <Download className="h-4 w-4" aria-hidden /> Excel
        </Button>
      </div>
      {unidades.length === 0 ? (
        <EmptyState
          title="Sin unidades"
          description="Cuando el conjunto tenga unidades y facturación, aquí verás lo que debe cada una por edades."
        />
      ) : (
        <TableFrame label="Cartera por unidad">
          <TableHeader
            columns={[
              'Unidad',
              ...EDADES.map(([, l]) => ({ label: l, align: 'right' as const })),
              { label: 'Intereses', align: 'right' },
              { label: 'Total', align: 'right' },
              'Último pago',
            ]}
          />
          <tbody>
            {unidades.map((u) => (
              <tr key={u.apartamentoId}>
                <td className={`${td} font-medium`}>{u.unidad}</td>
                {EDADES.map(([k]) => (
                  <td key={k} className={right}>
                    {u.capital[k] ? formatCOP(u.capital[k]) : '—'}
                  </td>
                ))}
                <td className={right}>{u.intereses ? formatCOP(u.intereses) : '—'}</td>
                <td className={`${right} font-semibold`}>{formatCOP(u.total)}</td>
                <td className={td}>
                  {u.ultimoPago ? `${formatoFecha(u.ultimoPago.fecha)} · ${formatCOP(u.ultimoPago.valor)}` : 'Sin pagos'}
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </div>
  );
}

function Cifra({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card className="p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </Card>
  );
}

/** Capital owed by age as horizontal bars (the widest is the largest amount). */
function EdadesChart({ totales }: { totales: Cartera['totales'] }) {
  const max = Math.max(1, ...EDADES.map(([k]) => totales.porEdad[k]));
  return (
    <Card className="p-4">
      <h3 className="mb-3 text-sm font-semibold">Capital por edad de la deuda</h3>
      <ul className="space-y-2">
        {EDADES.map(([k, label]) => (
          <li key={k} className="grid grid-cols-[7rem_1fr_auto] items-center gap-2 text-sm">
            <span>{label}</span>
            <span className="h-3 rounded bg-slate-100 dark:bg-slate-800" aria-hidden>
              <span
                className={`block h-3 rounded ${k === 'masDe90' ? 'bg-red-600' : k === 'alDia' ? 'bg-green-600' : 'bg-amber-500'}`}
                style={{ width: `${(totales.porEdad[k] / max) * 100}%` }}
              />
            </span>
            <span className="tabular-nums">{formatCOP(totales.porEdad[k])}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
