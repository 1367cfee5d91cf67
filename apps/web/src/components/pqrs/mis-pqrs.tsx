// PQRS for the people of a complex (resident and owner portals, issue 16): file one with photos or
// PDFs, see mine with their legal due date (días hábiles), open one for its timeline and answer.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';

import { PQRS_SUBTIPOS, PQRS_TIPO_LABELS, PQRS_TIPOS, type PqrsSubtipo, type PqrsTipo } from '@horizonte/contracts';

import { useCrearPqrs } from '../../data/pqrs.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { apiFetch } from '../../lib/api-fetch.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { UnidadOptions } from '../community/unidad-options.tsx';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState } from '../ui/states.tsx';
import { PqrsItem } from './pqrs-shared.tsx';

const SUBTIPO_LABELS: Record<PqrsSubtipo, string> = {
  general: 'General (15 días hábiles)',
  documentos: 'Solicitud de documentos (10 días hábiles)',
  consulta: 'Consulta (30 días hábiles)',
};
const MAX_FILES = 5;
const MAX_BYTES = 5 * 1024 * 1024;

export function MisPqrs() {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const list = useQuery(trpc.pqrs.list.queryOptions({ id: ph.id, pageSize: 50 }));
  const [abierta, setAbierta] = useState<string | null>(null);
  const [nueva, setNueva] = useState(false);
  return (
    <>
      <SectionHeader
        title="PQRS"
        description="Peticiones, quejas, reclamos y sugerencias a la administración, con el plazo legal de respuesta en días hábiles."
        actions={nueva ? undefined : <Button onClick={() => setNueva(true)}>Nueva PQRS</Button>}
      />
      {nueva ? <NuevaPqrs phId={ph.id} onDone={(id) => (setNueva(false), id && setAbierta(id))} /> : null}
      <QueryView
        query={list}
        failure="No fue posible cargar tus PQRS"
        rows={3}
        isEmpty={(data) => data.pqrs.length === 0}
        empty={
          <EmptyState
            title="No has radicado PQRS"
            description="Cuando radiques una, verás aquí su radicado, el plazo para responderte y la respuesta."
          />
        }
      >
        {(data) => (
          <ul className="space-y-2" aria-label="Mis PQRS">
            {data.pqrs.map((p) => (
              <PqrsItem
                key={p.id}
                pqrs={p}
                abierta={abierta === p.id}
                onToggle={() => setAbierta(abierta === p.id ? null : p.id)}
                modo={'solicitante'}
                testId="mi-pqrs"
              />
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

function NuevaPqrs({ phId, onDone }: { phId: string; onDone(id?: string): void }) {
  const trpc = useTRPC();
  const mine = useQuery(trpc.apartamentos.mine.queryOptions({ id: phId }));
  const crear = useCrearPqrs();
  const [tipo, setTipo] = useState<PqrsTipo>('peticion');
  const [subtipo, setSubtipo] = useState<PqrsSubtipo>('general');
  const [asunto, setAsunto] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [apartamentoId, setApartamentoId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const form = useFormAction('No fue posible radicar la PQRS');
  const [sending, setSending] = useState(false);

  const pickFiles = (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (picked.length > MAX_FILES) return form.setError(`Puedes adjuntar hasta ${MAX_FILES} archivos.`);
    if (picked.some((f) => f.size > MAX_BYTES)) return form.setError('Cada archivo puede pesar hasta 5 MB.');
    form.setError(null);
    setFiles(picked);
  };

  const submit = form.submit(async () => {
    setSending(true);
    try {
      const { pqrs, message } = await crear.mutateAsync({
        id: phId,
        tipo,
        subtipo,
        asunto,
        descripcion,
        ...(apartamentoId ? { apartamentoId } : {}),
      });
      if (files.length) {
        const body = new FormData();
        for (const f of files) body.append('archivos', f);
        await apiFetch(`/pqrs/${pqrs.id}/adjuntos`, { method: 'POST', body }).catch((err: unknown) =>
          toast.error(errorMessage(err, 'La PQRS quedó radicada, pero no fue posible subir los adjuntos')),
        );
      }
      toast.success(message ?? `PQRS radicada con el número ${pqrs.radicado}`);
      onDone(pqrs.id);
    } finally {
      setSending(false);
    }
  });

  return (
    <Card className="mb-6 p-4">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Nueva PQRS">
        <Field label="Tipo">
          <NativeSelect value={tipo} onChange={(e) => setTipo(e.target.value as PqrsTipo)}>
            {PQRS_TIPOS.map((t) => (
              <option key={t} value={t}>
                {PQRS_TIPO_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Clase" hint={tipo === 'sugerencia' ? 'Las sugerencias no tienen plazo legal de respuesta.' : undefined}>
          <NativeSelect value={subtipo} onChange={(e) => setSubtipo(e.target.value as PqrsSubtipo)}>
            {PQRS_SUBTIPOS.map((s) => (
              <option key={s} value={s}>
                {SUBTIPO_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Asunto" className="sm:col-span-2">
          <Input value={asunto} onChange={(e) => setAsunto(e.target.value)} maxLength={200} required />
        </Field>
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor="pqrs-descripcion" className="block text-sm font-medium">
            Descripción
          </label>
          <textarea
            id="pqrs-descripcion"
            value={descripcion}
            onChange={(e) => setDescripcion(e.target.value)}
            rows={4}
            required
            maxLength={5000}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
          />
        </div>
        {mine.data && mine.data.apartamentos.length ? (
          <Field label="Unidad (opcional)">
            <NativeSelect value={apartamentoId} onChange={(e) => setApartamentoId(e.target.value)}>
              <option value="">Ninguna en particular</option>
              <UnidadOptions unidades={mine.data.apartamentos} />
            </NativeSelect>
          </Field>
        ) : null}
        <div className="space-y-1.5">
          <label htmlFor="pqrs-adjuntos" className="block text-sm font-medium">
            Adjuntos (fotos o PDF, hasta 5 de 5 MB)
          </label>
          <input
            id="pqrs-adjuntos"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,application/pdf"
            onChange={(e) => pickFiles(e.target.files)}
            className="text-sm"
          />
          {files.length ? (
            <p className="text-xs text-slate-600 dark:text-slate-400">{files.map((f) => f.name).join(', ')}</p>
          ) : null}
        </div>
        <FormError error={form.error} className="sm:col-span-2" />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="outline" onClick={() => onDone()}>
            Cancelar
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? 'Radicando…' : 'Radicar PQRS'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
