// Tesorería → Ejecución (issue 29): the approved budget of a year against its registered egresos, per
// rubro with a bar of the share executed to date, month by month, and the fondo de imprevistos
// (art. 35 of Ley 675 de 2001) with its balance. Admin and consejo read it.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { formatoFecha, nombrePeriodo, porcentajeEjecutado, type Ejecucion } from '@horizonte/contracts';

import { formatCOP, formatPercent, todayInBogota } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { right } from '../tesoreria/table-cells.ts';
import { Card } from '../ui/card.tsx';
import { NativeSelect } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { TableFrame, TableHeader, td } from '../ui/table.tsx';

type Rubro = Ejecucion['rubros'][number];

/** The bar of a share executed: full past 100 % and red there (spending over the budget). */
function BarraEjecucion({ porcentaje }: { porcentaje: number | null }) {
  if (porcentaje === null) return <span className="text-slate-500">—</span>;
  const excedido = porcentaje > 100;
  return (
    <div className="flex min-w-28 items-center gap-2">
      <div
        className="h-2 flex-1 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(porcentaje, 100)}
        aria-label={`Ejecutado ${formatPercent(porcentaje)}`}
      >
        <div
          className={excedido ? 'h-full bg-red-600' : 'h-full bg-emerald-600'}
          style={{ width: `${Math.min(porcentaje, 100)}%` }}
        />
      </div>
      <span className={`tabular-nums ${excedido ? 'font-semibold text-red-700 dark:text-red-300' : ''}`}>
        {formatPercent(porcentaje)}
      </span>
    </div>
  );
}

const mesDe = (anio: number, mes: number) => nombrePeriodo(`${anio}-${String(mes).padStart(2, '0')}`);

export default function EjecucionPanel() {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const anioActual = Number(todayInBogota().slice(0, 4));
  const [anio, setAnio] = useState(anioActual);
  const ejecucion = useQuery(trpc.informes.ejecucion.get.queryOptions({ id: ph.id, anio }));
  return (
    <div className="space-y-4">
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Año</span>
        <NativeSelect
          className="w-32"
          value={anio}
          onChange={(e) => setAnio(Number(e.target.value))}
          aria-label="Año del presupuesto"
        >
          {[anioActual, anioActual - 1, anioActual - 2].map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </NativeSelect>
      </label>
      <QueryView query={ejecucion} failure="No fue posible cargar la ejecución presupuestal" rows={5}>
        {(data) => <EjecucionVista data={data} />}
      </QueryView>
    </div>
  );
}

function EjecucionVista({ data }: { data: Ejecucion }) {
  const meses = data.rubros[0]?.meses.map((m) => m.mes) ?? [];
  const porMes = meses.map((mes) => ({
    mes,
    presupuestado: data.rubros.reduce((a, r) => a + (r.meses[mes - 1]?.presupuestado ?? 0), 0),
    ejecutado: data.rubros.reduce((a, r) => a + (r.meses[mes - 1]?.ejecutado ?? 0), 0),
  }));
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Corte al {formatoFecha(data.hasta)}: lo presupuestado a la fecha cuenta los meses completos hasta el del corte.
      </p>
      <section aria-labelledby="ejecucion-rubros" className="space-y-2">
        <h3 id="ejecucion-rubros" className="font-semibold">
          Por rubro
        </h3>
        <TableFrame label="Ejecución por rubro">
          <TableHeader
            columns={[
              'Rubro',
              { label: 'Presupuesto anual', align: 'right' },
              { label: 'A la fecha', align: 'right' },
              { label: 'Ejecutado', align: 'right' },
              '% ejecutado',
              { label: 'Variación', align: 'right' },
            ]}
          />
          <tbody>
            {data.rubros.map((r) => (
              <FilaRubro key={r.rubro} rubro={r} />
            ))}
            <tr className="font-semibold">
              <td className={td}>Total</td>
              <td className={right}>{formatCOP(data.totales.presupuestadoAnual)}</td>
              <td className={right}>{formatCOP(data.totales.presupuestadoALaFecha)}</td>
              <td className={right}>{formatCOP(data.totales.ejecutado)}</td>
              <td className={td}>
                <BarraEjecucion porcentaje={data.totales.porcentaje} />
              </td>
              <td className={right}>{formatCOP(data.totales.variacion)}</td>
            </tr>
          </tbody>
        </TableFrame>
      </section>
      <section aria-labelledby="ejecucion-meses" className="space-y-2">
        <h3 id="ejecucion-meses" className="font-semibold">
          Por mes
        </h3>
        <TableFrame label="Ejecución por mes">
          <TableHeader
            columns={['Mes', { label: 'Presupuestado', align: 'right' }, { label: 'Ejecutado', align: 'right' }, '% ejecutado']}
          />
          <tbody>
            {porMes.map((m) => (
              <tr key={m.mes} data-testid="ejecucion-mes">
                <td className={td}>{mesDe(data.anio, m.mes)}</td>
                <td className={right}>{formatCOP(m.presupuestado)}</td>
                <td className={right}>{formatCOP(m.ejecutado)}</td>
                <td className={td}>
                  <BarraEjecucion porcentaje={porcentajeEjecutado(m.ejecutado, m.presupuestado)} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </section>
      <Card className="space-y-1 p-4" data-testid="fondo-imprevistos">
        <h3 className="font-semibold">Fondo de imprevistos</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Ley 675 de 2001, art. 35: al menos el 1 % del presupuesto. Este año: {formatPercent(data.fondo.porcentaje)},{' '}
          {formatCOP(data.fondo.valorAnual)}.
        </p>
        <dl className="grid grid-cols-1 gap-2 pt-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Asignado a la fecha</dt>
            <dd className="tabular-nums">{formatCOP(data.fondo.asignadoALaFecha)}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Usado</dt>
            <dd className="tabular-nums">{formatCOP(data.fondo.ejecutado)}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Saldo</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="fondo-saldo">
              {formatCOP(data.fondo.saldo)}
            </dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}

function FilaRubro({ rubro: r }: { rubro: Rubro }) {
  return (
    <tr data-testid="ejecucion-rubro">
      <td className={td}>
        {r.rubro}
        {r.enPresupuesto ? null : <span className="block text-xs text-slate-500">Fuera del presupuesto</span>}
      </td>
      <td className={right}>{formatCOP(r.presupuestadoAnual)}</td>
      <td className={right}>{formatCOP(r.presupuestadoALaFecha)}</td>
      <td className={right}>{formatCOP(r.ejecutado)}</td>
      <td className={td}>
        <BarraEjecucion porcentaje={r.porcentaje} />
      </td>
      <td className={right}>{formatCOP(r.variacion)}</td>
    </tr>
  );
}
