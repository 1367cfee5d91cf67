// One support ticket's thread (issue 33), for the administrator («Ayuda») and for support (its queue):
// the request, the messages, a reply box and the estado buttons the contracts' state machine allows to
// this side; support also assigns and may open the complex read-only from here.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Eye } from 'lucide-react';
import { useState } from 'react';

import {
  ACCESO_SOPORTE_MINUTOS,
  accesoSoporteInput,
  accionesTicket,
  ESTADO_TICKET_LABELS,
  mayAbrirAccesoSoporte,
  TICKET_TRANSICIONES,
  ticketMensajeInput,
  type EstadoTicket,
  type PlatformRole,
  type RelacionTicket,
  type TicketDetail,
} from '@horizonte/contracts';

import {
  useAbrirAccesoSoporte,
  useAsignarTicket,
  useCambiarEstadoTicket,
  useEscribirEnTicket,
} from '../../data/tickets-soporte.ts';
import { runWithToast } from '../../lib/run-with-toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { NativeSelect, Textarea } from '../ui/input.tsx';
import { PromptDialog } from '../ui/prompt-dialog.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { AdjuntosTicket } from './adjuntos.tsx';
import { EstadoTicketBadge, PrioridadBadge, SlaBadge } from './ticket-badges.tsx';

const mensajeForm = ticketMensajeInput.omit({ id: true });
const fechaHora = (iso: string) => new Date(iso).toLocaleString('es-CO', { dateStyle: 'medium', timeStyle: 'short' });

interface TicketHiloProps {
  id: string;
  relacion: RelacionTicket;
  /** The caller's platform role (support access is SOPORTE's). */
  superRole: PlatformRole | null;
  onBack(): void;
}

export function TicketHilo({ id, relacion, superRole, onBack }: TicketHiloProps) {
  const trpc = useTRPC();
  const detalle = useQuery({ ...trpc.ticketsSoporte.get.queryOptions({ id }), retry: false });
  return (
    <div>
      <Button variant="outline" size="sm" onClick={onBack} className="mb-4">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Volver a los tickets
      </Button>
      <QueryView query={detalle} failure="No fue posible cargar el ticket">
        {(d) => <Detalle d={d} relacion={relacion} superRole={superRole} />}
      </QueryView>
    </div>
  );
}

function Detalle({ d, relacion, superRole }: { d: TicketDetail; relacion: RelacionTicket; superRole: PlatformRole | null }) {
  const { ticket } = d;
  const acciones = accionesTicket(ticket.estado, relacion);
  return (
    <div className="space-y-4">
      <Card>
        <div className="flex flex-wrap items-center gap-2">
          <EstadoTicketBadge estado={ticket.estado} />
          <PrioridadBadge prioridad={ticket.prioridad} />
          <SlaBadge ticket={ticket} />
        </div>
        <h3 className="mt-3 text-xl font-semibold [overflow-wrap:anywhere]" data-testid="ticket-asunto">
          Ticket #{ticket.numero}: {ticket.asunto}
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {ticket.phNombre} · abierto por {ticket.solicitante.nombre} el {fechaHora(ticket.creadoEl)} ·{' '}
          {ticket.asignado ? `atiende ${ticket.asignado.nombre}` : 'sin asignar'}
        </p>
        <p className="mt-3 whitespace-pre-line text-sm [overflow-wrap:anywhere]">{ticket.descripcion}</p>
        <AdjuntosTicket ticketId={ticket.id} adjuntos={d.adjuntos} puedeAdjuntar={acciones.includes('responder')} />
        <EstadoBotones id={ticket.id} estado={ticket.estado} relacion={relacion} />
      </Card>

      <Card>
        <h4 className="mb-3 text-lg font-semibold">Conversación</h4>
        {d.mensajes.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Todavía no hay mensajes.</p>
        ) : (
          <ol className="space-y-3" aria-label="Mensajes del ticket" data-testid="ticket-mensajes">
            {d.mensajes.map((m) => (
              <li
                key={m.id}
                className={
                  m.deSoporte
                    ? 'rounded-lg border border-orange-200 bg-orange-50 p-3 dark:border-orange-900 dark:bg-orange-950/40'
                    : 'rounded-lg border border-slate-200 p-3 dark:border-slate-800'
                }
              >
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  <span className="font-semibold">{m.autor.nombre}</span> {m.deSoporte ? '(Soporte)' : '(Administración)'} ·{' '}
                  {fechaHora(m.creadoEl)}
                </p>
                <p className="mt-1 whitespace-pre-line text-sm [overflow-wrap:anywhere]">{m.texto}</p>
              </li>
            ))}
          </ol>
        )}
        {acciones.includes('responder') ? <Responder id={ticket.id} relacion={relacion} /> : null}
      </Card>

      {relacion === 'soporte' ? <HerramientasSoporte d={d} superRole={superRole} asignar={acciones.includes('asignar')} /> : null}
    </div>
  );
}

function Responder({ id, relacion }: { id: string; relacion: RelacionTicket }) {
  const escribir = useEscribirEnTicket();
  const form = useContractForm(mensajeForm, { texto: '' }, 'No fue posible enviar el mensaje');
  const submit = form.enviar(async ({ texto }) => {
    await escribir.mutateAsync({ id, texto });
    form.reset();
  });
  return (
    <form className="mt-4 space-y-2" onSubmit={submit} noValidate aria-label="Responder el ticket">
      <Field label={relacion === 'soporte' ? 'Respuesta al conjunto' : 'Tu mensaje'} error={form.formState.errors.texto?.message}>
        <Textarea {...form.register('texto')} rows={4} maxLength={5000} />
      </Field>
      <FormError error={form.failure} />
      <Button type="submit" disabled={escribir.isPending}>
        {escribir.isPending ? 'Enviando…' : 'Enviar mensaje'}
      </Button>
    </form>
  );
}

function EstadoBotones({ id, estado, relacion }: { id: string; estado: EstadoTicket; relacion: RelacionTicket }) {
  const cambiar = useCambiarEstadoTicket();
  const [confirmar, setConfirmar] = useState<EstadoTicket | null>(null);
  const destinos = TICKET_TRANSICIONES[relacion][estado];
  if (destinos.length === 0) return null;
  const pasar = (hacia: EstadoTicket) =>
    runWithToast(() => cambiar.mutateAsync({ id, estado: hacia }), `Ticket: ${ESTADO_TICKET_LABELS[hacia]}`);
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {destinos.map((hacia) => (
        <Button
          key={hacia}
          variant={TICKET_TRANSICIONES[relacion][hacia].length === 0 ? 'outline' : 'primary'}
          disabled={cambiar.isPending}
          onClick={() =>
            TICKET_TRANSICIONES[relacion][hacia].length === 0 ? setConfirmar(hacia) : void pasar(hacia).catch(() => undefined)
          }
        >
          Pasar a «{ESTADO_TICKET_LABELS[hacia]}»
        </Button>
      ))}
      <ConfirmDialog
        open={confirmar !== null}
        onOpenChange={(open) => !open && setConfirmar(null)}
        title="¿Cerrar el ticket?"
        description="Un ticket cerrado no se puede reabrir ni recibir mensajes: si se necesita más ayuda, se abre uno nuevo."
        confirmLabel="Cerrar ticket"
        pendingLabel="Cerrando…"
        onConfirm={async () => {
          if (confirmar) await pasar(confirmar);
          setConfirmar(null);
        }}
      />
    </div>
  );
}

function HerramientasSoporte({ d, superRole, asignar }: { d: TicketDetail; superRole: PlatformRole | null; asignar: boolean }) {
  const trpc = useTRPC();
  const agentes = useQuery({ ...trpc.ticketsSoporte.agentes.list.queryOptions(), enabled: asignar });
  const asignarTicket = useAsignarTicket();
  const abrirAcceso = useAbrirAccesoSoporte();
  const [pidiendoAcceso, setPidiendoAcceso] = useState(false);
  const { ticket } = d;
  const vigente = d.accesos.find((a) => a.vigente);
  const portal = `/ph/${encodeURIComponent(ticket.phIdentificador)}/admin`;
  return (
    <Card>
      <h4 className="mb-3 text-lg font-semibold">Herramientas de soporte</h4>
      {asignar ? (
        <Field label="Asignado a">
          <NativeSelect
            value={ticket.asignado?.id ?? ''}
            disabled={asignarTicket.isPending || !agentes.data}
            onChange={(e) =>
              void runWithToast(
                () => asignarTicket.mutateAsync({ id: ticket.id, agenteId: e.target.value }),
                'Ticket asignado',
              ).catch(() => undefined)
            }
          >
            <option value="" disabled>
              Sin asignar
            </option>
            {agentes.data?.agentes.map((a) => (
              <option key={a.id} value={a.id}>
                {a.nombre}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      <div className="mt-4 space-y-2 text-sm">
        {vigente ? (
          <p>
            Tienes acceso de solo lectura al conjunto hasta las {new Date(vigente.hasta).toLocaleTimeString('es-CO')}.{' '}
            <a className="inline-flex items-center gap-1 font-medium text-blue-700 underline dark:text-blue-300" href={portal}>
              Abrir el portal del conjunto <ExternalLink className="h-4 w-4" aria-hidden />
            </a>
          </p>
        ) : mayAbrirAccesoSoporte(superRole, ticket.estado) ? (
          <Button variant="outline" onClick={() => setPidiendoAcceso(true)}>
            <Eye className="h-4 w-4" aria-hidden /> Ver el portal del conjunto (solo lectura)
          </Button>
        ) : null}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          El acceso dura {ACCESO_SOPORTE_MINUTOS} minutos, queda registrado y la administración del conjunto lo ve en «Accesos de
          soporte». Mientras dure no podrás modificar datos.
        </p>
      </div>
      <PromptDialog
        open={pidiendoAcceso}
        onOpenChange={setPidiendoAcceso}
        title="Abrir el portal del conjunto en solo lectura"
        description={`${ticket.phNombre}: el acceso queda registrado y la administración lo verá.`}
        label="Motivo del acceso"
        schema={accesoSoporteInput.shape.motivo}
        confirmLabel="Abrir acceso"
        pendingLabel="Abriendo…"
        confirmVariant="primary"
        onConfirm={async (motivo) => {
          await abrirAcceso.mutateAsync({ id: ticket.id, motivo });
          setPidiendoAcceso(false);
        }}
      />
    </Card>
  );
}
