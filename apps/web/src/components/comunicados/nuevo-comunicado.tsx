// The form that publishes a comunicado (admin, issue 16): loaded when «Nuevo comunicado» is pressed
// (comunicados-section.tsx), so reading the comunicados does not download the form and its schema.
import { AUDIENCIAS, comunicadoFormFields } from '@horizonte/contracts';

import { useCrearComunicado } from '../../data/comunicados.ts';
import { toast } from '../../lib/toast.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';

const AUDIENCIA_LABELS: Record<(typeof AUDIENCIAS)[number], string> = {
  todos: 'Todos',
  propietarios: 'Propietarios',
  residentes: 'Residentes',
  consejo: 'Consejo',
};

export function NuevoComunicado({ phId, onDone }: { phId: string; onDone(): void }) {
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
