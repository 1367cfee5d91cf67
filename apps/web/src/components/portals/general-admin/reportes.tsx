// Reportes of the general panel: what the caller's complexes billed, collected and still owed, month by
// month (platform.reporteTesoreria), as a table with bars — real figures only, no sample beside them.
import { useQuery } from '@tanstack/react-query';

import type { ReporteTesoreria } from '@horizonte/contracts';

import { formatCOP, formatNumber } from '../../../lib/format.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { Card } from '../../ui/card.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { TableFrame, TableHeader, td } from '../../ui/table.tsx';

const mesLargo = new Intl.DateTimeFormat('es-CO', { month: 'short', year: 'numeric' });
const nombreDelMes = (mes: string) => mesLargo.format(new Date(`${mes}-15T12:00:00`));

const SERIES = [
  { key: 'facturado', label: 'Facturado', bar: 'bg-slate-500' },
  { key: 'recaudado', label: 'Recaudado', bar: 'bg-green-600' },
  { key: 'cartera', label: 'Cartera al cierre', bar: 'bg-amber-500' },
] as const;

export function GeneralAdminReports() {
  const trpc = useTRPC();
  const reporte = useQuery({ ...trpc.platform.reporteTesoreria.queryOptions(), retry: false });
  return (
    <>
      <SectionHeader
        title="Reportes"
        description="Recaudo y cartera de tus conjuntos en los últimos seis meses, desde su Tesorería."
      />
      <QueryView
        query={reporte}
        failure="No fue posible cargar el reporte de tesorería"
        isEmpty={(d) => d.meses.every((m) => m.facturado === 0 && m.recaudado === 0 && m.cartera === 0)}
        empty={
          <EmptyState
            title="Aún no hay movimientos"
            description="Cuando tus conjuntos emitan cuentas de cobro y registren pagos, verás aquí su evolución."
          />
        }
      >
        {(d) => <Tendencias reporte={d} />}
      </QueryView>
    </>
  );
}

function Tendencias({ reporte }: { reporte: ReporteTesoreria }) {
  const max = Math.max(1, ...reporte.meses.flatMap((m) => [m.facturado, m.recaudado, m.cartera]));
  return (
    <Card data-testid="reporte-tesoreria">
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        {reporte.conjuntos === 1 ? 'Un conjunto' : `${formatNumber(reporte.conjuntos)} conjuntos`} · pesos colombianos
      </p>
      <TableFrame label="Recaudo y cartera por mes">
        <TableHeader columns={['Mes', ...SERIES.map((s) => s.label)]} />
        <tbody>
          {reporte.meses.map((m) => (
            <tr key={m.mes}>
              <th scope="row" className={`${td} text-left font-medium whitespace-nowrap`}>
                {nombreDelMes(m.mes)}
              </th>
              {SERIES.map((s) => (
                <td key={s.key} className={td}>
                  <span className="block font-semibold whitespace-nowrap">{formatCOP(m[s.key])}</span>
                  <span className="mt-1 block h-2 rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden>
                    <span
                      className={`block h-2 rounded-full ${s.bar}`}
                      style={{ width: `${Math.round((m[s.key] / max) * 100)}%` }}
                    />
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </Card>
  );
}
