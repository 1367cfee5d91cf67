// «Ayuda» of the complex's administration (issue 33): open a support ticket to the platform (asunto,
// descripción, prioridad), follow each ticket's thread, and see every support access to the complex —
// who entered, when, until when and from which ticket.
import { useQuery } from '@tanstack/react-query';
import { LifeBuoy, Plus } from 'lucide-react';
import { useId, useState } from 'react';

import { PRIORIDAD_TICKET_LABELS, PRIORIDADES_TICKET, ticketFormInput, TICKETS_MSG } from '@horizonte/contracts';

import { useAbrirTicket } from '../../../data/tickets-soporte.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { problemaConArchivos, subirAdjuntos, TIPOS_ACEPTADOS } from '../../tickets-soporte/adjuntos.tsx';
import { TicketHilo } from '../../tickets-soporte/ticket-hilo.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Input, NativeSelect, Textarea } from '../../ui/input.tsx';
import { Pager } from '../../ui/pager.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { TableFrame, TableHeader, td } from '../../ui/table.tsx';
import { ListaTickets, SLA_TEXTO } from '../platform/soporte-tickets.tsx';
import { useComplexPortal } from './context.ts';

const PAGE_SIZE = 20;

/** The ticket a mail's link opens (…/ayuda?ticket=<id>). */
const ticketDelEnlace = () => new URLSearchParams(window.location.search).get('ticket');

export function AyudaSection() {
  const { ph, capabilities } = useComplexPortal();
  const [abierto, setAbierto] = useState<string | null>(ticketDelEnlace);
  const [nuevo, setNuevo] = useState(false);
  if (abierto)
    return (
      <>
        <SectionHeader title="Ayuda" description={SLA_TEXTO} />
        <TicketHilo id={abierto} relacion="solicitante" superRole={capabilities.superRole} onBack={() => setAbierto(null)} />
      </>
    );
  return (
    <>
      <SectionHeader
        title="Ayuda"
        description={`Pide ayuda al equipo de soporte de Horizonte. ${SLA_TEXTO}`}
        actions={
          <Button onClick={() => setNuevo(true)}>
            <Plus className="h-4 w-4" aria-hidden /> Nuevo ticket
          </Button>
        }
      />
      <TicketsDelConjunto phId={ph.id} onOpen={setAbierto} />
      <AccesosDeSoporte phId={ph.id} />
      <Dialog open={nuevo} onOpenChange={setNuevo} title="Nuevo ticket de soporte" description={`Para ${ph.nombre}.`}>
        <NuevoTicket
          phId={ph.id}
          onDone={(id) => {
            setNuevo(false);
            setAbierto(id);
          }}
        />
      </Dialog>
    </>
  );
}

function TicketsDelConjunto({ phId, onOpen }: { phId: string; onOpen(id: string): void }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const lista = useQuery(trpc.ticketsSoporte.list.queryOptions({ id: phId, page, pageSize: PAGE_SIZE }));
  return (
    <Card>
      <h3 className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <LifeBuoy className="h-5 w-5" aria-hidden /> Tickets de soporte
      </h3>
      <QueryView
        query={lista}
        failure="No fue posible cargar los tickets"
        isEmpty={(d) => d.tickets.length === 0}
        empty={<EmptyState title="Aún no has abierto tickets" description="Usa «Nuevo ticket» para pedir ayuda." />}
      >
        {(d) => (
          <>
            <ListaTickets tickets={d.tickets} onOpen={onOpen} />
            <Pager page={page} pages={Math.ceil(d.total / PAGE_SIZE)} onPage={setPage} label="Páginas de tickets" />
          </>
        )}
      </QueryView>
    </Card>
  );
}

function NuevoTicket({ phId, onDone }: { phId: string; onDone(id: string): void }) {
  const abrir = useAbrirTicket();
  const form = useContractForm(
    ticketFormInput,
    { asunto: '', descripcion: '', prioridad: 'media' },
    'No fue posible enviar el ticket',
  );
  const errors = form.formState.errors;
  const archivosId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const elegir = (list: FileList | null) => {
    const picked = [...(list ?? [])];
    const problema = problemaConArchivos(picked);
    form.setFailure(problema);
    if (!problema) setFiles(picked);
  };
  const submit = form.enviar(async (values) => {
    const res = await abrir.mutateAsync({ id: phId, ...values });
    if (files.length)
      await subirAdjuntos(res.ticket.id, files).catch((err: unknown) =>
        toast.error(errorMessage(err, 'El ticket quedó enviado, pero no fue posible subir los archivos')),
      );
    toast.success(TICKETS_MSG.ticketCreado);
    onDone(res.ticket.id);
  });
  return (
    <form className="space-y-3" onSubmit={submit} noValidate aria-label="Nuevo ticket de soporte">
      <Field label="Asunto" error={errors.asunto?.message}>
        <Input {...form.register('asunto')} maxLength={150} autoComplete="off" />
      </Field>
      <Field label="Descripción" error={errors.descripcion?.message}>
        <Textarea {...form.register('descripcion')} rows={5} maxLength={5000} />
      </Field>
      <Field label="Prioridad" error={errors.prioridad?.message}>
        <NativeSelect {...form.register('prioridad')}>
          {PRIORIDADES_TICKET.map((p) => (
            <option key={p} value={p}>
              {PRIORIDAD_TICKET_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="space-y-1">
        <label htmlFor={archivosId} className="block text-sm font-medium">
          Archivos (opcional): fotos o PDF, hasta 5 de 5 MB
        </label>
        <input
          id={archivosId}
          type="file"
          multiple
          accept={TIPOS_ACEPTADOS}
          onChange={(e) => elegir(e.target.files)}
          className="text-sm"
        />
        {files.length ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">{files.map((f) => f.name).join(', ')}</p>
        ) : null}
      </div>
      <FormError error={form.failure} />
      <Button type="submit" disabled={abrir.isPending || form.formState.isSubmitting}>
        {abrir.isPending || form.formState.isSubmitting ? 'Enviando…' : 'Enviar ticket'}
      </Button>
    </form>
  );
}

function AccesosDeSoporte({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const accesos = useQuery(trpc.ticketsSoporte.accesos.list.queryOptions({ id: phId }));
  return (
    <Card className="mt-6">
      <h3 className="mb-1 text-lg font-semibold">Accesos de soporte</h3>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Cada vez que alguien de soporte abre el portal del conjunto desde un ticket queda aquí. Ese acceso es de solo lectura y
        vence solo.
      </p>
      <QueryView
        query={accesos}
        failure="No fue posible cargar los accesos de soporte"
        isEmpty={(d) => d.accesos.length === 0}
        empty={<EmptyState title="Nadie de soporte ha entrado al conjunto" />}
      >
        {(d) => (
          <TableFrame label="Accesos de soporte">
            <TableHeader columns={['Persona', 'Ticket', 'Motivo', 'Desde', 'Hasta', 'Estado']} />
            <tbody>
              {d.accesos.map((a) => (
                <tr key={a.id}>
                  <td className={`${td} font-medium`}>{a.agente.nombre}</td>
                  <td className={td}>#{a.ticketNumero}</td>
                  <td className={td}>{a.motivo}</td>
                  <td className={td}>{new Date(a.desde).toLocaleString('es-CO')}</td>
                  <td className={td}>{new Date(a.hasta).toLocaleString('es-CO')}</td>
                  <td className={td}>{a.vigente ? 'Vigente (solo lectura)' : 'Vencido'}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </QueryView>
    </Card>
  );
}
