// The meeting itself: the mesa de registro with the live quórum gauge (install, declare it without
// quórum, close), and the votación — one punto open at a time with its live tallies and the votes cast
// (as owner or apoderado). While the meeting runs the event stream (opened by the detail screen)
// refreshes every figure; polling is the fallback.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  accionesAsamblea,
  accionesPunto,
  asistenciaCreateInput,
  faseDeAsamblea,
  puntoConResultados,
  puntoEnVotacion,
  puntoSeVota,
  type AsambleaOutput,
  type AsambleaPuntoEstado,
  type PuntoAccion,
  type PuntoOutput,
} from '@horizonte/contracts';

import { intervaloEnVivo } from '../../data/asambleas-eventos.ts';
import {
  useAbrirPunto,
  useCerrarAsamblea,
  useCerrarPunto,
  useInstalarAsamblea,
  useRegistrarAsistencia,
  useSinQuorum,
} from '../../data/asambleas.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatPercent } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { NativeSelect } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { usePuedeRegistrarMesa } from './secretario-panel.tsx';
import { EN_VIVO_MS, fechaHoraTexto, OPCION_LABEL, Panel, QuorumGauge, ReglaChips, Resultados, useQuorum } from './shared.tsx';
import { avisoDePendientes, usePendientesDeLaMesa, VotosMesaPanel } from './votos-mesa-panel.tsx';

const PUNTO_TONO: Record<AsambleaPuntoEstado, 'yellow' | 'slate' | 'blue'> = {
  pendiente: 'blue',
  abierto: 'yellow',
  cerrado: 'slate',
};
const PUNTO_LABEL: Record<AsambleaPuntoEstado, string> = { pendiente: 'Pendiente', abierto: 'En votación', cerrado: 'Cerrado' };

export function MesaPanel({ asamblea }: { asamblea: AsambleaOutput }) {
  const { capabilities } = useComplexPortal();
  const manage = capabilities.community.manage;
  // The buttons are the policy's actions for this estado (the API answers 409 to any other).
  const acciones = accionesAsamblea(asamblea, { manage });
  const quorum = useQuorum(asamblea);
  const instalar = useInstalarAsamblea();
  const sinQuorum = useSinQuorum();
  const cerrar = useCerrarAsamblea();
  const run = (accion: () => Promise<unknown>, ok: string, failure: string) => async () => {
    try {
      await accion();
      toast.success(ok);
    } catch (err) {
      toast.error(errorMessage(err, failure));
    }
  };
  if (!faseDeAsamblea(asamblea.estado).padron) {
    return (
      <Panel title="Mesa de registro">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          La mesa de registro abre 2 horas antes de la reunión, una vez convocada.
        </p>
      </Panel>
    );
  }
  return (
    <div className="space-y-4">
      <Panel title="Quórum en vivo">
        <QueryView query={quorum} failure="No fue posible cargar el quórum">
          {({ quorum: q }) => <QuorumGauge quorum={q} />}
        </QueryView>
        {manage ? (
          <div className="flex flex-wrap gap-2">
            {acciones.includes('instalar') ? (
              <>
                <Button
                  onClick={run(
                    () => instalar.mutateAsync({ id: asamblea.id }),
                    'Asamblea instalada',
                    'No fue posible instalar la asamblea',
                  )}
                  disabled={instalar.isPending}
                >
                  Instalar la asamblea
                </Button>
                {acciones.includes('declararSinQuorum') ? (
                  <Button
                    variant="outline"
                    onClick={run(
                      () => sinQuorum.mutateAsync({ id: asamblea.id }),
                      'Segunda convocatoria creada y enviada a los propietarios',
                      'No fue posible declarar la asamblea sin quórum',
                    )}
                    disabled={sinQuorum.isPending}
                  >
                    Declarar sin quórum
                  </Button>
                ) : null}
              </>
            ) : null}
            {acciones.includes('cerrar') ? (
              <Button
                variant="outline"
                onClick={run(
                  () => cerrar.mutateAsync({ id: asamblea.id }),
                  'Asamblea cerrada',
                  'No fue posible cerrar la asamblea',
                )}
                disabled={cerrar.isPending}
              >
                Cerrar la asamblea
              </Button>
            ) : null}
          </div>
        ) : null}
      </Panel>
      {acciones.includes('registrarAsistencia') ? <RegistrarAsistencia asamblea={asamblea} /> : null}
      <Asistentes asamblea={asamblea} />
    </div>
  );
}

const asistenciaForm = asistenciaCreateInput.omit({ id: true });

function RegistrarAsistencia({ asamblea }: { asamblea: AsambleaOutput }) {
  const trpc = useTRPC();
  const padron = useQuery(trpc.asambleas.padron.get.queryOptions({ id: asamblea.id }));
  const registrar = useRegistrarAsistencia();
  const form = useContractForm(
    asistenciaForm,
    { apartamentoId: '', via: 'presencial' },
    'No fue posible registrar la asistencia',
  );
  const submit = form.enviar(async ({ apartamentoId, via }) => {
    const res = await registrar.mutateAsync({ id: asamblea.id, apartamentoId, via });
    toast.success(
      `Asistencia de ${res.asistencia.unidad} registrada (${res.asistencia.calidad === 'apoderado' ? `apoderado: ${res.asistencia.nombre}` : res.asistencia.nombre})`,
    );
    form.reset({ apartamentoId: '', via });
  });
  return (
    <Panel title="Mesa de registro">
      <form onSubmit={submit} noValidate aria-label="Registrar asistencia" className="grid gap-3 sm:grid-cols-3">
        <Field label="Unidad" error={form.formState.errors.apartamentoId ? 'Selecciona la unidad' : undefined}>
          <NativeSelect {...form.register('apartamentoId')} required>
            <option value="">Selecciona la unidad</option>
            {padron.data?.padron.unidades.map((u) => (
              <option key={u.apartamentoId} value={u.apartamentoId}>
                {u.unidad} ({formatPercent(u.coeficiente)})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Vía" error={form.formState.errors.via?.message}>
          <NativeSelect {...form.register('via')}>
            <option value="presencial">Presencial</option>
            <option value="remota">Remota</option>
          </NativeSelect>
        </Field>
        <div className="flex items-end">
          <Button type="submit" disabled={registrar.isPending} className="w-full">
            {registrar.isPending ? 'Registrando…' : 'Registrar asistencia'}
          </Button>
        </div>
        <FormError error={form.failure} className="sm:col-span-3" />
        <p className="text-xs text-slate-600 dark:text-slate-400 sm:col-span-3">
          Si la unidad tiene un poder validado, la asistencia queda a nombre del apoderado; si no, del propietario. Abre 2 horas
          antes de la reunión ({fechaHoraTexto(asamblea.fechaHora)}).
        </p>
      </form>
    </Panel>
  );
}

function Asistentes({ asamblea }: { asamblea: AsambleaOutput }) {
  const trpc = useTRPC();
  const vivo = faseDeAsamblea(asamblea.estado).enSesion;
  const acta = useQuery({
    ...trpc.asambleas.acta.get.queryOptions({ id: asamblea.id }),
    refetchInterval: vivo ? () => intervaloEnVivo(EN_VIVO_MS) : false,
  });
  return (
    <Panel title="Asistentes">
      <QueryView
        query={acta}
        failure="No fue posible cargar los asistentes"
        isEmpty={(d) => d.acta.asistentes.length === 0}
        empty={<p className="text-sm text-slate-600 dark:text-slate-400">Aún no hay asistentes registrados.</p>}
      >
        {({ acta: a }) => (
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800" aria-label="Asistentes">
            {a.asistentes.map((x, i) => (
              <li key={`${x.unidad}-${i}`} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{x.unidad}</span> · {x.nombre}
                  {x.calidad === 'apoderado' ? ` (apoderado de ${x.poderdante ?? x.unidad})` : ''}
                </span>
                <span className="text-slate-600 dark:text-slate-400">
                  {formatPercent(x.coeficiente)} · {x.via === 'remota' ? 'remota' : 'presencial'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Panel>
  );
}

export function VotacionPanel({ asamblea }: { asamblea: AsambleaOutput }) {
  const { capabilities } = useComplexPortal();
  const manage = capabilities.community.manage;
  // The administration, or the secretario it designated (a consejero reading this screen, say).
  const mesa = usePuedeRegistrarMesa(asamblea);
  const abrir = useAbrirPunto();
  const cerrar = useCerrarPunto();
  const puede = (p: PuntoOutput, accion: PuntoAccion) => accionesPunto(asamblea, p, { manage, mesa }).includes(accion);
  const [porCerrar, setPorCerrar] = useState<PuntoOutput | null>(null);
  const accion = async (tipo: 'abrir' | 'cerrar', id: string) => {
    try {
      await (tipo === 'abrir' ? abrir : cerrar).mutateAsync({ id });
      toast.success(tipo === 'abrir' ? 'Votación abierta' : 'Votación cerrada');
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible cambiar la votación'));
      throw err;
    }
  };
  return (
    <Panel title="Votación">
      {!faseDeAsamblea(asamblea.estado).instalada ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Los puntos se votan una vez instalada la asamblea.</p>
      ) : null}
      <ol className="space-y-3" aria-label="Puntos">
        {asamblea.puntos.map((p) => (
          <li key={p.id} className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800" aria-label={p.titulo}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {p.orden}. {p.titulo}
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <ReglaChips punto={p} />
                {puntoSeVota(p) ? <Badge tone={PUNTO_TONO[p.estado]}>{PUNTO_LABEL[p.estado]}</Badge> : null}
              </span>
            </div>
            {puntoConResultados(p) ? (
              <>
                <Resultados puntoId={p.id} vivo={puntoEnVotacion(p)} />
                <VotosEmitidos punto={p} />
              </>
            ) : null}
            {puede(p, 'registrarVotosMesa') ? <VotosMesaPanel punto={p} /> : null}
            {puede(p, 'abrir') || puede(p, 'cerrar') ? (
              <div className="flex justify-end">
                {puede(p, 'abrir') ? (
                  <Button
                    size="sm"
                    onClick={() => accion('abrir', p.id).catch(() => undefined)}
                    aria-label={`Abrir la votación de ${p.titulo}`}
                  >
                    Abrir votación
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setPorCerrar(p)}
                    aria-label={`Cerrar la votación de ${p.titulo}`}
                  >
                    Cerrar votación
                  </Button>
                )}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {porCerrar ? (
        <CerrarVotacion punto={porCerrar} onDone={() => setPorCerrar(null)} onConfirm={() => accion('cerrar', porCerrar.id)} />
      ) : null}
    </Panel>
  );
}

/** Closing a vote that present units never cast is a decision the staff take knowingly (art. 45: the base is who is present). */
function CerrarVotacion({ punto, onDone, onConfirm }: { punto: PuntoOutput; onDone(): void; onConfirm(): Promise<unknown> }) {
  const pendientes = usePendientesDeLaMesa(punto.id);
  const p = pendientes.data?.pendientes;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onDone()}
      title={`¿Cerrar la votación de ${punto.titulo}?`}
      description={
        <span className="block space-y-1">
          <span className="block font-medium text-slate-900 dark:text-white">
            {p
              ? avisoDePendientes(p)
              : pendientes.isError
                ? 'No fue posible saber cuántas unidades presentes faltan por votar.'
                : 'Contando las unidades presentes sin voto…'}
          </span>
          <span className="block">Al cerrar ya no se reciben votos y el resultado queda fijado con las unidades presentes.</span>
        </span>
      }
      confirmLabel="Cerrar votación"
      pendingLabel="Cerrando…"
      onConfirm={onConfirm}
    />
  );
}

/** Who voted what and in which quality (owner or apoderado), with each receipt hash; loaded when unfolded. */
function VotosEmitidos({ punto }: { punto: PuntoOutput }) {
  const trpc = useTRPC();
  const [abierto, setAbierto] = useState(false);
  const votos = useQuery({
    ...trpc.asambleas.votos.list.queryOptions({ id: punto.id }),
    enabled: abierto,
    refetchInterval: puntoEnVotacion(punto) ? () => intervaloEnVivo(EN_VIVO_MS) : false,
  });
  return (
    <details className="text-sm" onToggle={(e) => setAbierto(e.currentTarget.open)}>
      <summary className="cursor-pointer text-slate-700 dark:text-slate-300">Votos emitidos</summary>
      <QueryView
        query={votos}
        failure="No fue posible cargar los votos"
        isEmpty={(d) => d.votos.length === 0}
        empty={<p className="mt-2 text-slate-600 dark:text-slate-400">Aún no hay votos.</p>}
      >
        {(d) => (
          <>
            <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" aria-label={`Votos emitidos en ${punto.titulo}`}>
              {d.votos.map((v) => (
                <li key={v.id} className="flex flex-wrap justify-between gap-x-2 py-1" aria-label={`Voto de ${v.unidad}`}>
                  <span>
                    <span className="font-medium">{v.unidad}</span> · {OPCION_LABEL[v.opcion]} ·{' '}
                    {v.calidad === 'apoderado' ? 'apoderado' : 'propietario'}
                  </span>
                  <code className="min-w-0 truncate text-xs text-slate-600 dark:text-slate-400" title={v.hash}>
                    {v.hash.slice(0, 16)}…
                  </code>
                </li>
              ))}
            </ul>
            {d.total > d.votos.length ? (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                Se muestran {d.votos.length} de {d.total} votos.
              </p>
            ) : null}
          </>
        )}
      </QueryView>
    </details>
  );
}
