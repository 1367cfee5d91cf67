// The detail of a PQRS: its timeline, comments, attachments and the actions the caller has. Loaded when
// a PQRS is opened (pqrs-shared.tsx), so a list does not download the forms and their schemas.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  accionesPqrs,
  PQRS_ESTADO_LABELS,
  PQRS_MSG,
  pqrsEstadoInput,
  type PqrsAccion,
  type PqrsOutput,
  type PqrsRelacion,
} from '@horizonte/contracts';

import { useEstadoPqrs } from '../../data/pqrs.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { runWithToast } from '../../lib/run-with-toast.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { OrdenDePqrs } from '../ordenes/orden-de-pqrs.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { DownloadButton } from '../ui/download-button.tsx';
import { PromptDialog } from '../ui/prompt-dialog.tsx';
import { ErrorState, TableSkeleton } from '../ui/states.tsx';
import { AsignarPqrs } from './asignar-pqrs.tsx';
import { ComentarPqrs } from './comentar-pqrs.tsx';
import { EstadoBadge, tipoLabel, VencimientoChip } from './pqrs-shared.tsx';

export interface DetalleProps {
  pqrsId: string;
  /** Staff (admin) may answer, change the estado and write internal notes; the assignee comments (internal notes too); the consejo only reads. */
  modo: 'solicitante' | 'staff' | 'asignado' | 'lectura';
}

export function PqrsDetalle({ pqrsId, modo }: DetalleProps) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.pqrs.get.queryOptions({ id: pqrsId }));
  if (detail.isLoading) return <TableSkeleton rows={4} />;
  if (detail.isError) return <ErrorState message={errorMessage(detail.error, 'No fue posible cargar la PQRS')} />;
  const { pqrs, comentarios, eventos, adjuntos, orden } = detail.data!;
  const timeline = [
    ...eventos.map((e) => ({
      at: e.createdAt,
      key: `e${e.id}`,
      who: e.actor?.nombre ?? 'Sistema',
      text: e.texto ?? (e.estadoNuevo ? `Estado: ${PQRS_ESTADO_LABELS[e.estadoNuevo]}` : e.tipo),
      interno: e.interno,
    })),
    ...comentarios.map((c) => ({ at: c.createdAt, key: `c${c.id}`, who: c.autor.nombre, text: c.texto, interno: c.interno })),
  ].sort((a, b) => (a.at < b.at ? -1 : 1));
  return (
    <Card className="space-y-4 p-4" data-testid="pqrs-detalle">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Radicado {pqrs.radicado} · {tipoLabel(pqrs)} · {formatDate(pqrs.fechaRadicacion)}
            {pqrs.unidad ? ` · ${pqrs.unidad}` : ''}
          </p>
          <h3 className="text-lg font-semibold">{pqrs.asunto}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            De {pqrs.solicitante.nombre}
            {pqrs.asignado ? ` · asignada a ${pqrs.asignado.nombre}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <EstadoBadge estado={pqrs.estado} />
          <VencimientoChip pqrs={pqrs} />
        </div>
      </div>
      <p className="text-sm whitespace-pre-wrap">{pqrs.descripcion}</p>
      {adjuntos.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Adjuntos">
          {adjuntos.map((a) => (
            <li key={a.id}>
              <DownloadButton path={`/adjuntos/${a.id}`} nombre={a.nombre} fallo="No fue posible descargar el adjunto" />
            </li>
          ))}
        </ul>
      ) : null}
      {pqrs.respuesta ? (
        <Alert tone="success">
          <p className="font-semibold">Respuesta{pqrs.respondidaEn ? ` del ${formatDate(pqrs.respondidaEn)}` : ''}</p>
          <p className="whitespace-pre-wrap" data-testid="pqrs-respuesta">
            {pqrs.respuesta}
          </p>
        </Alert>
      ) : null}
      <OrdenDePqrs pqrsId={pqrs.id} orden={orden} puedeCrear={modo === 'staff'} />
      <section aria-label="Línea de tiempo">
        <h4 className="mb-2 text-sm font-semibold">Línea de tiempo</h4>
        <ol className="space-y-2 border-l border-slate-200 pl-4 text-sm dark:border-slate-700">
          {timeline.map((t) => (
            <li key={t.key}>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {formatDate(t.at)} · {t.who}
                {t.interno ? ' · nota interna' : ''}
              </p>
              <p className="whitespace-pre-wrap">{t.text}</p>
            </li>
          ))}
        </ol>
      </section>
      {modo !== 'lectura' ? <Acciones pqrs={pqrs} modo={modo} /> : null}
    </Card>
  );
}

/** How each screen's caller relates to the PQRS, for the policy: its actions are the ones the API accepts. */
const RELACION: Record<DetalleProps['modo'], PqrsRelacion> = {
  staff: { lector: true, manage: true, solicitante: false, asignado: false },
  asignado: { lector: false, manage: false, solicitante: false, asignado: true },
  solicitante: { lector: false, manage: false, solicitante: true, asignado: false },
  lectura: { lector: true, manage: false, solicitante: false, asignado: false },
};

/** The motivo of an annulment: pqrsEstadoInput's, which it requires when the estado is «anulada». */
const motivoDeAnulacion = pqrsEstadoInput.shape.motivo.unwrap().min(1, { error: PQRS_MSG.motivoRequired });

function Acciones({ pqrs, modo }: { pqrs: PqrsOutput; modo: 'solicitante' | 'staff' | 'asignado' }) {
  const acciones = accionesPqrs(pqrs, RELACION[modo]);
  const puede = (accion: PqrsAccion) => acciones.includes(accion);
  const estado = useEstadoPqrs();
  const [anulando, setAnulando] = useState(false);

  const run = (action: () => Promise<unknown>, ok: string) => runWithToast(action, ok).catch(() => undefined);

  if (acciones.length === 0) return null;
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <ComentarPqrs pqrs={pqrs} responde={puede('responder')} notaInterna={puede('comentarInterno')} />
      {puede('asignar') ? <AsignarPqrs pqrs={pqrs} /> : null}
      <div className="flex flex-wrap gap-2">
        {puede('tramitar') ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => run(() => estado.mutateAsync({ id: pqrs.id, estado: 'en_tramite' }), 'PQRS en trámite')}
          >
            Pasar a trámite
          </Button>
        ) : null}
        {puede('cerrar') ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => run(() => estado.mutateAsync({ id: pqrs.id, estado: 'cerrada' }), 'PQRS cerrada')}
          >
            Cerrar
          </Button>
        ) : null}
        {puede('anular') ? (
          <Button size="sm" variant="ghost" onClick={() => setAnulando(true)}>
            Anular
          </Button>
        ) : null}
        <PromptDialog
          open={anulando}
          onOpenChange={setAnulando}
          title="¿Anular la PQRS?"
          description="Una PQRS anulada no se puede reabrir: el solicitante verá el motivo."
          label="Motivo de la anulación"
          schema={motivoDeAnulacion}
          confirmLabel="Anular PQRS"
          pendingLabel="Anulando…"
          onConfirm={async (motivo) => {
            await estado.mutateAsync({ id: pqrs.id, estado: 'anulada', motivo });
            toast.success('PQRS anulada');
          }}
        />
        {puede('reabrir') ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => run(() => estado.mutateAsync({ id: pqrs.id, estado: 'reabierta' }), 'PQRS reabierta')}
          >
            Reabrir
          </Button>
        ) : null}
      </div>
    </div>
  );
}
