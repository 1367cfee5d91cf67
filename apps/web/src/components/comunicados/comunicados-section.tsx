// Comunicados in every complex portal (issue 16): the list for the caller (pinned first), reading one
// (its sanitised HTML from the server; the read is recorded), and for the administration the composer
// and the read receipts.
import { useQuery } from '@tanstack/react-query';
import { Pin } from 'lucide-react';
import { useEffect, useState } from 'react';

import { AUDIENCIAS, comunicadoFormFields, type ComunicadoOutput } from '@horizonte/contracts';

import { useCrearComunicado } from '../../data/comunicados.ts';
import { useInvalidate } from '../../data/invalidate.ts';
import { formatDate, formatNumber, plural } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState } from '../ui/states.tsx';

const AUDIENCIA_LABELS: Record<(typeof AUDIENCIAS)[number], string> = {
  todos: 'Todos',
  propietarios: 'Propietarios',
  residentes: 'Residentes',
  consejo: 'Consejo',
};

export function ComunicadosSection() {
  const { ph, capabilities } = useComplexPortal();
  const trpc = useTRPC();
  const list = useQuery(trpc.comunicados.list.queryOptions({ id: ph.id, pageSize: 50 }));
  const canPublish = capabilities.community.manage;
  const [abierto, setAbierto] = useState<string | null>(null);
  const [nuevo, setNuevo] = useState(false);
  return (
    <>
      <SectionHeader
        title="Comunicados"
        description={list.data ? `${list.data.noLeidos} sin leer de ${list.data.total}` : ph.nombre}
        actions={canPublish && !nuevo ? <Button onClick={() => setNuevo(true)}>Nuevo comunicado</Button> : undefined}
      />
      {nuevo ? <NuevoComunicado phId={ph.id} onDone={() => setNuevo(false)} /> : null}
      <QueryView
        query={list}
        failure="No fue posible cargar los comunicados"
        rows={3}
        isEmpty={(data) => data.comunicados.length === 0}
        empty={
          <EmptyState
            title="Sin comunicados"
            description={
              canPublish
                ? 'Publica el primero: llega al portal de cada persona y, si quieres, a su correo.'
                : 'Los avisos de la administración aparecerán aquí.'
            }
          />
        }
      >
        {(data) => (
          <ul className="space-y-2" aria-label="Comunicados">
            {data.comunicados.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => setAbierto(abierto === c.id ? null : c.id)}
                  aria-expanded={abierto === c.id}
                  data-testid="comunicado"
                  className="flex w-full flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 px-4 py-3 text-left hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
                >
                  <span className="min-w-0">
                    <span className="flex items-center gap-1 font-medium break-words">
                      {c.fijado ? <Pin className="h-4 w-4 shrink-0" aria-label="Fijado" /> : null}
                      {c.titulo}
                    </span>
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      {formatDate(c.createdAt)} · {c.autor.nombre}
                    </span>
                  </span>
                  {c.leido ? null : (
                    <span className="rounded bg-blue-100 px-1.5 text-xs text-blue-800 dark:bg-blue-900 dark:text-blue-100">
                      nuevo
                    </span>
                  )}
                </button>
                {abierto === c.id ? <Lectura comunicado={c} phId={ph.id} canPublish={canPublish} /> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

function Lectura({ comunicado, phId, canPublish }: { comunicado: ComunicadoOutput; phId: string; canPublish: boolean }) {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  // Reading records the lectura; the list and the bell then drop the "nuevo".
  const leido = useQuery({ ...trpc.comunicados.get.queryOptions({ id: comunicado.id }), staleTime: Infinity });
  const registrado = leido.isSuccess && !comunicado.leido;
  useEffect(() => {
    if (registrado) void invalidate(trpc.comunicados.list, trpc.comunicados.notificaciones);
  }, [registrado, invalidate, trpc]);
  const lecturas = useQuery({ ...trpc.comunicados.lecturas.queryOptions({ id: phId, cid: comunicado.id }), enabled: canPublish });
  return (
    <Card className="mt-2 p-4">
      {/* cuerpoHtml is sanitised by the server (no scripts, handlers or javascript: links). */}
      <div
        className="space-y-2 text-sm [&_a]:text-blue-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 dark:[&_a]:text-blue-400"
        data-testid="comunicado-cuerpo"
        dangerouslySetInnerHTML={{ __html: leido.data?.comunicado.cuerpoHtml ?? comunicado.cuerpoHtml }}
      />
      {lecturas.data ? (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400" data-testid="comunicado-lecturas">
          Leído por {formatNumber(lecturas.data.leidos)} de {plural(lecturas.data.destinatarios, 'destinatario', 'destinatarios')}
        </p>
      ) : null}
    </Card>
  );
}

function NuevoComunicado({ phId, onDone }: { phId: string; onDone(): void }) {
  const crear = useCrearComunicado();
  const form = useContractForm(
    comunicadoFormFields,
    { titulo: '', cuerpo: '', para: 'todos', torres: '', enviarEmail: true, fijado: false },
    'No fue posible publicar el comunicado',
  );
  const errors = form.formState.errors;
  const para = form.watch('para');
  const submit = form.enviar(async (comunicado) => {
    await crear.mutateAsync({ id: phId, ...comunicado });
    toast.success('Comunicado publicado');
    onDone();
  });
  return (
    <Card className="mb-6 p-4">
      <form onSubmit={submit} noValidate className="space-y-3" aria-label="Nuevo comunicado">
        <Field label="Título" error={errors.titulo?.message}>
          <Input {...form.register('titulo')} maxLength={200} required />
        </Field>
        <div className="space-y-1.5">
          <label htmlFor="comunicado-cuerpo" className="block text-sm font-medium">
            Mensaje (markdown: **negrita**, listas con -, enlaces)
          </label>
          <textarea
            id="comunicado-cuerpo"
            {...form.register('cuerpo')}
            rows={6}
            required
            aria-invalid={errors.cuerpo ? true : undefined}
            aria-describedby={errors.cuerpo ? 'comunicado-cuerpo-msg' : undefined}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
          />
          {errors.cuerpo ? (
            <p id="comunicado-cuerpo-msg" role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errors.cuerpo.message}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Para" error={errors.para?.message}>
            <NativeSelect {...form.register('para')} className="w-44">
              {AUDIENCIAS.map((a) => (
                <option key={a} value={a}>
                  {AUDIENCIA_LABELS[a]}
                </option>
              ))}
              <option value="torres">Unas torres</option>
            </NativeSelect>
          </Field>
          {para === 'torres' ? (
            <Field label="Torres (separadas por coma)" error={errors.torres?.message}>
              <Input {...form.register('torres')} placeholder="1, 2" className="w-40" />
            </Field>
          ) : null}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('enviarEmail')} /> Enviar también por correo
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('fijado')} /> Fijar arriba
          </label>
        </div>
        <FormError error={form.failure} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={crear.isPending || form.formState.isSubmitting}>
            {crear.isPending ? 'Publicando…' : 'Publicar'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
