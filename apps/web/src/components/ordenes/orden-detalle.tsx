// One orden de trabajo: its data, history, the consejo's decisions, its evidence (photos and PDF) and
// the actions the API says the caller may take now (policy accionesOrden, computed by the server for
// this caller): assign, start, finish with a photo, verify, send back, cancel with a motivo, approve or
// reject, add evidence, rate.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  comentarioRechazoField,
  DECISION_APROBACION_LABELS,
  ESTADO_ORDEN_LABELS,
  formatoFecha,
  motivoCancelacionField,
  ORDEN_ACCION_DESTINO,
  type AccionDeEstadoOrden,
  type OrdenAccion,
  type OrdenOutput,
} from '@horizonte/contracts';

import { useInvalidate } from '../../data/invalidate.ts';
import { useCalificarOrden, useDecidirOrden, useEstadoOrden } from '../../data/ordenes.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatCOP, formatDate } from '../../lib/format.ts';
import { runWithToast } from '../../lib/run-with-toast.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { DownloadButton } from '../ui/download-button.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { PromptDialog } from '../ui/prompt-dialog.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EstadoOrdenBadge, PrioridadBadge } from './etiquetas.tsx';
import { problemaDeArchivos, subirAdjuntos, TIPOS_EVIDENCIA } from './subir-evidencia.tsx';

export function OrdenDetalle({ ordenId }: { ordenId: string }) {
  const trpc = useTRPC();
  const detalle = useQuery(trpc.ordenes.get.queryOptions({ id: ordenId }));
  return (
    <QueryView query={detalle} failure="No fue posible cargar la orden" rows={4}>
      {({ orden, eventos, aprobaciones, adjuntos, asignables }) => (
        <div className="space-y-4 text-sm" data-testid="orden-detalle">
          <div className="flex flex-wrap items-center gap-2">
            <EstadoOrdenBadge estado={orden.estado} />
            <PrioridadBadge prioridad={orden.prioridad} />
            {orden.pendienteAprobacion ? <span className="text-xs font-medium">Espera la aprobación del consejo</span> : null}
          </div>
          {orden.descripcion ? <p className="whitespace-pre-wrap">{orden.descripcion}</p> : null}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
            <dt className="text-slate-600 dark:text-slate-400">Proveedor</dt>
            <dd data-testid="orden-proveedor">{orden.proveedor?.razonSocial ?? 'Sin asignar'}</dd>
            {orden.activo ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Activo</dt>
                <dd>{orden.activo.nombre}</dd>
              </>
            ) : null}
            {orden.pqrs ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">PQRS</dt>
                <dd>{orden.pqrs.radicado}</dd>
              </>
            ) : null}
            <dt className="text-slate-600 dark:text-slate-400">Fecha límite</dt>
            <dd>{orden.fechaLimite ? formatoFecha(orden.fechaLimite) : '—'}</dd>
            <dt className="text-slate-600 dark:text-slate-400">Costo estimado</dt>
            <dd>{orden.costoEstimado === null ? '—' : formatCOP(orden.costoEstimado)}</dd>
            {orden.costoReal !== null ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Costo real</dt>
                <dd>{formatCOP(orden.costoReal)}</dd>
              </>
            ) : null}
            {orden.requiereAprobacion ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Consejo</dt>
                <dd>
                  {orden.aprobaciones.aprobadas} de {orden.aprobaciones.requeridas} aprobaciones
                  {orden.aprobaciones.rechazadas ? ` · ${orden.aprobaciones.rechazadas} rechazos` : ''}
                </dd>
              </>
            ) : null}
            {orden.calificacion !== null ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Calificación</dt>
                <dd>
                  {orden.calificacion} de 5{orden.comentarioCalificacion ? ` · ${orden.comentarioCalificacion}` : ''}
                </dd>
              </>
            ) : null}
          </dl>
          {orden.motivoCancelacion ? <p>Motivo de la cancelación: {orden.motivoCancelacion}</p> : null}
          {adjuntos.length ? (
            <ul className="flex flex-wrap gap-2" aria-label="Evidencia">
              {adjuntos.map((a) => (
                <li key={a.id}>
                  <DownloadButton
                    path={`/adjuntos-mantenimiento/${a.id}`}
                    nombre={a.nombre}
                    fallo="No fue posible descargar el archivo"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {aprobaciones.length ? (
            <section aria-label="Decisiones del consejo">
              <h4 className="mb-1 font-semibold">Decisiones del consejo</h4>
              <ul className="space-y-1">
                {aprobaciones.map((a) => (
                  <li key={a.id}>
                    {a.miembro.nombre}: {DECISION_APROBACION_LABELS[a.decision]}
                    {a.comentario ? ` · ${a.comentario}` : ''}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-label="Historial">
            <h4 className="mb-1 font-semibold">Historial</h4>
            <ol className="space-y-1 border-l border-slate-200 pl-4 dark:border-slate-700">
              {eventos.map((e) => (
                <li key={e.id}>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {formatDate(e.createdAt)} · {e.actor?.nombre ?? 'Sistema'}
                  </p>
                  <p>{e.nota ?? ESTADO_ORDEN_LABELS[e.hacia]}</p>
                </li>
              ))}
            </ol>
          </section>
          <AccionesOrden orden={orden} asignables={asignables} />
        </div>
      )}
    </QueryView>
  );
}

const ETIQUETA_PASO: Partial<Record<AccionDeEstadoOrden, [boton: string, hecho: string]>> = {
  desasignar: ['Quitar proveedor', 'La orden volvió a abierta'],
  iniciar: ['Marcar en curso', 'Orden en curso'],
  devolver: ['Devolver a en curso', 'La orden volvió a en curso'],
};

export function AccionesOrden({
  orden,
  asignables = [],
}: {
  orden: OrdenOutput;
  asignables?: { id: string; razonSocial: string }[];
}) {
  const puede = (a: OrdenAccion) => orden.acciones.includes(a);
  const estado = useEstadoOrden();
  const decidir = useDecidirOrden();
  const invalidate = useInvalidate();
  const trpc = useTRPC();
  const [proveedorId, setProveedorId] = useState('');
  const [dialogo, setDialogo] = useState<'cancelar' | 'verificar' | 'aprobar' | 'rechazar' | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [costoReal, setCostoReal] = useState('');
  const [enviando, setEnviando] = useState(false);

  const run = runWithToast;
  const paso = (accion: AccionDeEstadoOrden, extra: Record<string, unknown> = {}) =>
    estado.mutateAsync({ id: orden.id, estado: ORDEN_ACCION_DESTINO[accion], ...extra });

  const subir = async () => {
    if (files.length) {
      await subirAdjuntos('ordenes', orden.id, files);
      setFiles([]);
      await invalidate(trpc.ordenes.get);
    }
  };
  const terminar = async () => {
    setEnviando(true);
    try {
      const costo = costoReal.replace(/\D/g, '');
      await run(async () => {
        await subir();
        await paso('terminar', costo ? { costoReal: Number(costo) } : {});
      }, 'Orden terminada');
    } catch {
      // Already told.
    } finally {
      setEnviando(false);
    }
  };

  if (orden.acciones.length === 0) return null;
  const problema = problemaDeArchivos(files);
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      {puede('asignar') ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="block min-w-0 flex-1 space-y-1.5 font-medium">
            <span className="block">Asignar a</span>
            <NativeSelect value={proveedorId} onChange={(e) => setProveedorId(e.target.value)}>
              <option value="">Elige un proveedor</option>
              {asignables.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.razonSocial}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button
            size="sm"
            disabled={!proveedorId || estado.isPending}
            onClick={() => void run(() => paso('asignar', { proveedorId }), 'Orden asignada').catch(() => undefined)}
          >
            Asignar
          </Button>
        </div>
      ) : null}
      {puede('adjuntar') || puede('terminar') ? (
        <div className="space-y-1.5">
          <label htmlFor={`evidencia-${orden.id}`} className="block font-medium">
            Evidencia (fotos o PDF)
          </label>
          <input
            id={`evidencia-${orden.id}`}
            type="file"
            multiple
            accept={TIPOS_EVIDENCIA}
            capture="environment"
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
            className="max-w-full text-sm"
          />
          {problema ? (
            <p role="alert" className="text-red-700 dark:text-red-400">
              {problema}
            </p>
          ) : null}
          {puede('adjuntar') && !puede('terminar') ? (
            <Button
              size="sm"
              variant="outline"
              disabled={!files.length || Boolean(problema) || enviando}
              onClick={() => void run(subir, 'Evidencia guardada').catch(() => undefined)}
            >
              Subir evidencia
            </Button>
          ) : null}
        </div>
      ) : null}
      {puede('terminar') ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="block w-40 space-y-1.5 font-medium">
            <span className="block">Costo real (opcional)</span>
            <Input inputMode="numeric" value={costoReal} onChange={(e) => setCostoReal(e.target.value)} placeholder="850.000" />
          </label>
          <Button size="sm" disabled={Boolean(problema) || enviando} onClick={() => void terminar()}>
            {enviando ? 'Guardando…' : files.length ? 'Subir y marcar terminada' : 'Marcar terminada'}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {(['iniciar', 'desasignar', 'devolver'] as const).map((a) =>
          puede(a) ? (
            <Button
              key={a}
              size="sm"
              variant={a === 'iniciar' ? 'primary' : 'secondary'}
              disabled={estado.isPending}
              onClick={() => void run(() => paso(a), ETIQUETA_PASO[a]![1]).catch(() => undefined)}
            >
              {ETIQUETA_PASO[a]![0]}
            </Button>
          ) : null,
        )}
        {puede('verificar') ? (
          <Button size="sm" onClick={() => setDialogo('verificar')}>
            Verificar
          </Button>
        ) : null}
        {puede('aprobar') ? (
          <>
            <Button size="sm" onClick={() => setDialogo('aprobar')}>
              Aprobar
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDialogo('rechazar')}>
              Rechazar
            </Button>
          </>
        ) : null}
        {puede('cancelar') ? (
          <Button size="sm" variant="ghost" onClick={() => setDialogo('cancelar')}>
            Cancelar orden
          </Button>
        ) : null}
      </div>
      {puede('calificar') ? <Calificar orden={orden} /> : null}
      <ConfirmDialog
        open={dialogo === 'verificar'}
        onOpenChange={(o) => setDialogo(o ? 'verificar' : null)}
        title="¿Verificar la orden?"
        description="Confirmas que el trabajo quedó bien hecho. Una orden verificada ya no cambia; quien radicó la PQRS podrá calificarla."
        confirmLabel="Verificar"
        pendingLabel="Verificando…"
        confirmVariant="primary"
        onConfirm={() => run(() => paso('verificar'), 'Orden verificada')}
      />
      <ConfirmDialog
        open={dialogo === 'aprobar'}
        onOpenChange={(o) => setDialogo(o ? 'aprobar' : null)}
        title={`¿Aprobar la orden N.º ${orden.numero}?`}
        description={`Costo estimado: ${orden.costoEstimado === null ? '—' : formatCOP(orden.costoEstimado)}. Tu decisión no se puede cambiar.`}
        confirmLabel="Aprobar"
        pendingLabel="Aprobando…"
        confirmVariant="primary"
        onConfirm={() => run(() => decidir.mutateAsync({ id: orden.id, decision: 'aprobada' }), 'Aprobaste la orden')}
      />
      <PromptDialog
        open={dialogo === 'rechazar'}
        onOpenChange={(o) => setDialogo(o ? 'rechazar' : null)}
        title={`¿Rechazar la orden N.º ${orden.numero}?`}
        description="La administración verá tu motivo. Tu decisión no se puede cambiar."
        label="Motivo del rechazo"
        schema={comentarioRechazoField}
        confirmLabel="Rechazar"
        pendingLabel="Rechazando…"
        onConfirm={async (comentario) => {
          await decidir.mutateAsync({ id: orden.id, decision: 'rechazada', comentario });
          toast.success('Rechazaste la orden');
        }}
      />
      <PromptDialog
        open={dialogo === 'cancelar'}
        onOpenChange={(o) => setDialogo(o ? 'cancelar' : null)}
        title={`¿Cancelar la orden N.º ${orden.numero}?`}
        description="Una orden cancelada no se puede reabrir: queda en el historial con su motivo."
        label="Motivo de la cancelación"
        schema={motivoCancelacionField}
        confirmLabel="Cancelar orden"
        pendingLabel="Cancelando…"
        onConfirm={async (motivo) => {
          await paso('cancelar', { motivo });
          toast.success('Orden cancelada');
        }}
      />
    </div>
  );
}

function Calificar({ orden }: { orden: OrdenOutput }) {
  const calificar = useCalificarOrden();
  const [nota, setNota] = useState(5);
  const [comentario, setComentario] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="Calificar el trabajo"
      onSubmit={(e) => {
        e.preventDefault();
        calificar
          .mutateAsync({ id: orden.id, calificacion: nota, comentario: comentario.trim() || undefined })
          .then(() => toast.success('Gracias por calificar el trabajo'))
          .catch((err: unknown) => toast.error(errorMessage(err, 'No fue posible guardar tu calificación')));
      }}
    >
      <label className="block space-y-1.5 font-medium">
        <span className="block">Calificación</span>
        <NativeSelect value={nota} onChange={(e) => setNota(Number(e.target.value))} className="w-28">
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)} {n}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className="block min-w-0 flex-1 space-y-1.5 font-medium">
        <span className="block">Comentario (opcional)</span>
        <Input value={comentario} maxLength={1000} onChange={(e) => setComentario(e.target.value)} />
      </label>
      <Button type="submit" size="sm" disabled={calificar.isPending}>
        Calificar
      </Button>
    </form>
  );
}
