// Tesorería → Conciliación (issue 28): one month of online payments — the intents owners started, the
// gateway's events and what the job did with each, and the descuadres (an event that did not match its
// intent never touches the ledger: it waits here until the administration resolves it with a note).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  descuadreResolverInput,
  ESTADO_INTENTO_LABELS,
  etiquetaMedioPasarela,
  formatoFecha,
  MOTIVO_DESCUADRE_LABELS,
  nombrePeriodo,
  periodosHasta,
  type Conciliacion,
  type Descuadre,
  type EstadoIntento,
  type ResultadoEvento,
} from '@horizonte/contracts';

import { useResolverDescuadre } from '../../data/pagos-en-linea.ts';
import type { PagosEnLineaAccess } from '../../lib/access-policy.ts';
import { formatCOP } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { siguientePeriodo } from '../tesoreria/periodo.ts';
import { right } from '../tesoreria/table-cells.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { NativeSelect } from '../ui/input.tsx';
import { PromptDialog } from '../ui/prompt-dialog.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { ACTIONS_COLUMN, TableFrame, TableHeader, td } from '../ui/table.tsx';

type Tono = 'green' | 'yellow' | 'red' | 'slate';
const TONO_INTENTO: Record<EstadoIntento, Tono> = {
  pendiente: 'yellow',
  aprobado: 'green',
  rechazado: 'red',
  anulado: 'red',
  error: 'red',
  expirado: 'slate',
};
const RESULTADO_LABELS: Record<ResultadoEvento, string> = {
  pendiente: 'En espera',
  aplicado: 'Pago aplicado',
  cerrado: 'Cerró el pago sin abono',
  anulado: 'Pago reversado',
  descuadre: 'Descuadre',
  duplicado: 'Repetido (ya aplicado)',
  ignorado: 'Ignorado',
};
const pesosDeCentavos = (centavos: number | null) => (centavos === null ? '—' : formatCOP(centavos / 100));

export function ConciliacionPanel({ phId, access }: { phId: string; access: PagosEnLineaAccess }) {
  const trpc = useTRPC();
  const periodoActual = siguientePeriodo().periodo;
  const [periodo, setPeriodo] = useState(periodoActual);
  const conciliacion = useQuery(trpc.pagosEnLinea.conciliacion.get.queryOptions({ id: phId, periodo }));
  return (
    <div className="space-y-4">
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Mes</span>
        <NativeSelect
          className="w-48"
          value={periodo}
          onChange={(e) => setPeriodo(e.target.value)}
          aria-label="Mes de la conciliación"
        >
          {periodosHasta(periodoActual, 12).map((p) => (
            <option key={p} value={p}>
              {nombrePeriodo(p)}
            </option>
          ))}
        </NativeSelect>
      </label>
      <QueryView query={conciliacion} failure="No fue posible cargar la conciliación" rows={4}>
        {(data) => <Conciliado data={data} access={access} />}
      </QueryView>
    </div>
  );
}

function Conciliado({ data, access }: { data: Conciliacion; access: PagosEnLineaAccess }) {
  const pendientes = data.descuadres.filter((d) => !d.resuelto).length;
  return (
    <div className="space-y-6">
      <section aria-labelledby="descuadres-titulo" className="space-y-2">
        <h3 id="descuadres-titulo" className="font-semibold">
          Descuadres {pendientes ? <Badge tone="red">{pendientes} por resolver</Badge> : null}
        </h3>
        {data.descuadres.length === 0 ? (
          <EmptyState title="Sin descuadres" description="Cada evento de la pasarela coincidió con su pago iniciado." />
        ) : (
          <Descuadres descuadres={data.descuadres} resolver={access.resolver} />
        )}
      </section>
      <section aria-labelledby="intentos-titulo" className="space-y-2">
        <h3 id="intentos-titulo" className="font-semibold">
          Pagos iniciados
        </h3>
        {data.intentos.length === 0 ? (
          <EmptyState
            title="Sin pagos en línea este mes"
            description="Aquí aparecen los pagos que los propietarios inician desde su portal."
          />
        ) : (
          <TableFrame label="Pagos iniciados">
            <TableHeader
              columns={['Estado', { label: 'Valor', align: 'right' }, 'Unidad', 'Fecha', 'Referencia', 'Transacción', 'Medio']}
            />
            <tbody>
              {data.intentos.map((i) => (
                <tr key={i.id} data-testid="intento">
                  <td className={td}>
                    <Badge tone={TONO_INTENTO[i.estado]}>{ESTADO_INTENTO_LABELS[i.estado]}</Badge>
                    {i.numeroRecibo ? <span className="block text-xs">Recibo N.º {i.numeroRecibo}</span> : null}
                  </td>
                  <td className={right} data-testid="intento-valor">
                    {formatCOP(i.valor)}
                  </td>
                  <td className={td}>{i.unidad}</td>
                  <td className={td}>{formatoFecha(i.creadoEn)}</td>
                  <td className={`${td} font-mono text-xs`}>{i.referencia}</td>
                  <td className={`${td} font-mono text-xs`}>{i.transaccionId ?? '—'}</td>
                  <td className={td}>{etiquetaMedioPasarela(i.medioPago) ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </section>
      <section aria-labelledby="eventos-titulo" className="space-y-2">
        <h3 id="eventos-titulo" className="font-semibold">
          Eventos de la pasarela
        </h3>
        {data.eventos.length === 0 ? (
          <EmptyState title="Sin eventos este mes" description="Los avisos firmados que envía la pasarela aparecen aquí." />
        ) : (
          <TableFrame label="Eventos de la pasarela">
            <TableHeader
              columns={['Resultado', { label: 'Valor', align: 'right' }, 'Recibido', 'Transacción', 'Referencia', 'Estado']}
            />
            <tbody>
              {data.eventos.map((e) => (
                <tr key={e.id}>
                  <td className={td}>{RESULTADO_LABELS[e.resultado]}</td>
                  <td className={right}>{pesosDeCentavos(e.valorCentavos)}</td>
                  <td className={td}>{formatoFecha(e.recibidoEn)}</td>
                  <td className={`${td} font-mono text-xs`}>{e.transaccionId ?? '—'}</td>
                  <td className={`${td} font-mono text-xs`}>{e.referencia ?? '—'}</td>
                  <td className={td}>{e.estadoTransaccion ?? e.tipo}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </section>
    </div>
  );
}

function Descuadres({ descuadres, resolver }: { descuadres: Descuadre[]; resolver: boolean }) {
  const resolverDescuadre = useResolverDescuadre();
  const [resolviendo, setResolviendo] = useState<Descuadre | null>(null);
  return (
    <>
      <TableFrame label="Descuadres">
        <TableHeader columns={['Fecha', 'Motivo', 'Referencia', { label: 'Valor', align: 'right' }, 'Estado', ACTIONS_COLUMN]} />
        <tbody>
          {descuadres.map((d) => (
            <tr key={d.id} data-testid="descuadre">
              <td className={td}>{formatoFecha(d.creadoEn)}</td>
              <td className={td}>
                <span className="block font-medium">{MOTIVO_DESCUADRE_LABELS[d.motivo]}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{d.detalle}</span>
              </td>
              <td className={`${td} font-mono text-xs`}>
                {d.referencia ?? '—'}
                {d.transaccionId ? <span className="block">Tx {d.transaccionId}</span> : null}
              </td>
              <td className={right}>{pesosDeCentavos(d.valorCentavos)}</td>
              <td className={td}>
                {d.resuelto ? (
                  <>
                    <Badge tone="green">Resuelto</Badge>
                    {d.nota ? <span className="mt-1 block text-xs">{d.nota}</span> : null}
                  </>
                ) : (
                  <Badge tone="red">Por resolver</Badge>
                )}
              </td>
              <td className={`${td} text-right`}>
                {resolver && !d.resuelto ? (
                  <Button variant="outline" size="sm" onClick={() => setResolviendo(d)}>
                    Marcar resuelto
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <PromptDialog
        open={resolviendo !== null}
        onOpenChange={(open) => !open && setResolviendo(null)}
        title="¿Marcar el descuadre como resuelto?"
        description={resolviendo ? `${MOTIVO_DESCUADRE_LABELS[resolviendo.motivo]}. ${resolviendo.detalle}` : undefined}
        label="Nota: cómo se resolvió (queda en el historial)"
        schema={descuadreResolverInput.shape.nota}
        confirmLabel="Marcar resuelto"
        pendingLabel="Guardando…"
        confirmVariant="primary"
        failure="No fue posible marcar el descuadre como resuelto"
        onConfirm={async (nota) => {
          await resolverDescuadre.mutateAsync({ id: resolviendo!.id, nota });
          toast.success('Descuadre resuelto');
        }}
      />
    </>
  );
}
