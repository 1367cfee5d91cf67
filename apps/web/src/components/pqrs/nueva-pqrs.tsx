// The form that files a PQRS (resident and owner portals, issue 16), with its photos or PDFs: loaded when
// «Nueva PQRS» is pressed (mis-pqrs.tsx), so the list does not download the form and its schema.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  PQRS_ADJUNTO_MAX_BYTES,
  PQRS_ADJUNTOS_MAX,
  PQRS_MSG,
  PQRS_SUBTIPOS,
  PQRS_TERMINO_DIAS,
  PQRS_TIPO_LABELS,
  PQRS_TIPOS,
  pqrsCreateInput,
  type PqrsSubtipo,
} from '@horizonte/contracts';

import { useCrearPqrs } from '../../data/pqrs.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { apiFetch } from '../../lib/api-fetch.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { UnidadOptions } from '../community/unidad-options.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';

const SUBTIPO_NOMBRES: Record<PqrsSubtipo, string> = {
  general: 'General',
  documentos: 'Solicitud de documentos',
  consulta: 'Consulta',
};
const subtipoLabel = (s: PqrsSubtipo) => `${SUBTIPO_NOMBRES[s]} (${PQRS_TERMINO_DIAS[s]} días hábiles)`;

const nuevaPqrsForm = pqrsCreateInput.omit({ id: true });

export function NuevaPqrs({ phId, onDone }: { phId: string; onDone(id?: string): void }) {
  const trpc = useTRPC();
  const mine = useQuery(trpc.apartamentos.mios.list.queryOptions({ id: phId }));
  const crear = useCrearPqrs();
  const form = useContractForm(
    nuevaPqrsForm,
    { tipo: 'peticion', subtipo: 'general', asunto: '', descripcion: '', apartamentoId: undefined },
    'No fue posible radicar la PQRS',
  );
  const errors = form.formState.errors;
  const tipo = form.watch('tipo');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);

  const pickFiles = (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (picked.length > PQRS_ADJUNTOS_MAX) return form.setFailure(PQRS_MSG.adjuntosDemasiados(PQRS_ADJUNTOS_MAX));
    const grande = picked.find((f) => f.size > PQRS_ADJUNTO_MAX_BYTES);
    if (grande) return form.setFailure(PQRS_MSG.adjuntoGrande(grande.name));
    form.setFailure(null);
    setFiles(picked);
  };

  const submit = form.enviar(async (nueva) => {
    setSending(true);
    try {
      const { pqrs, message } = await crear.mutateAsync({ id: phId, ...nueva });
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
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Nueva PQRS">
        <Field label="Tipo" error={errors.tipo?.message}>
          <NativeSelect {...form.register('tipo')}>
            {PQRS_TIPOS.map((t) => (
              <option key={t} value={t}>
                {PQRS_TIPO_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label="Clase"
          error={errors.subtipo?.message}
          hint={tipo === 'sugerencia' ? 'Las sugerencias no tienen plazo legal de respuesta.' : undefined}
        >
          <NativeSelect {...form.register('subtipo')}>
            {PQRS_SUBTIPOS.map((s) => (
              <option key={s} value={s}>
                {subtipoLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Asunto" className="sm:col-span-2" error={errors.asunto?.message}>
          <Input {...form.register('asunto')} maxLength={200} required />
        </Field>
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor="pqrs-descripcion" className="block text-sm font-medium">
            Descripción
          </label>
          <textarea
            id="pqrs-descripcion"
            {...form.register('descripcion')}
            rows={4}
            required
            maxLength={5000}
            aria-invalid={errors.descripcion ? true : undefined}
            aria-describedby={errors.descripcion ? 'pqrs-descripcion-msg' : undefined}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
          />
          {errors.descripcion ? (
            <p id="pqrs-descripcion-msg" role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errors.descripcion.message}
            </p>
          ) : null}
        </div>
        {mine.data && mine.data.apartamentos.length ? (
          <Field label="Unidad (opcional)">
            <NativeSelect {...form.register('apartamentoId', { setValueAs: (id: string) => id || undefined })}>
              <option value="">Ninguna en particular</option>
              <UnidadOptions unidades={mine.data.apartamentos} />
            </NativeSelect>
          </Field>
        ) : null}
        <div className="space-y-1.5">
          <label htmlFor="pqrs-adjuntos" className="block text-sm font-medium">
            Adjuntos (fotos o PDF, hasta {PQRS_ADJUNTOS_MAX} de 5 MB)
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
        <FormError error={form.failure} className="sm:col-span-2" />
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
