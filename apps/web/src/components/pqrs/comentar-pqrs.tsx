// «Comentar o responder» on a PQRS: one text, validated by the contracts' schemas (the answer's
// length limit; the API checks a comment's own), sent as a comment (or a staff note) or as the answer.
import { pqrsComentarioInput, pqrsRespuestaInput, type PqrsOutput } from '@horizonte/contracts';

import { useComentarPqrs, useResponderPqrs } from '../../data/pqrs.ts';
import { toast } from '../../lib/toast.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Button } from '../ui/button.tsx';
import { FormError } from '../ui/form-error.tsx';

const comentarForm = pqrsRespuestaInput.omit({ id: true }).extend({ interno: pqrsComentarioInput.shape.interno });

export function ComentarPqrs({ pqrs, responde, notaInterna }: { pqrs: PqrsOutput; responde: boolean; notaInterna: boolean }) {
  const comentar = useComentarPqrs();
  const responder = useResponderPqrs();
  const form = useContractForm(comentarForm, { texto: '', interno: false }, 'No fue posible completar la acción');
  const errors = form.formState.errors;
  const vacio = !form.watch('texto').trim();
  const idTexto = `texto-${pqrs.id}`;

  const onComentar = form.enviar(async ({ texto, interno }) => {
    await comentar.mutateAsync({ id: pqrs.id, texto, interno: notaInterna && interno });
    toast.success(notaInterna && interno ? 'Nota interna guardada' : 'Comentario enviado');
    form.reset();
  });
  const onResponder = form.enviar(async ({ texto }) => {
    await responder.mutateAsync({ id: pqrs.id, texto });
    toast.success('Respuesta enviada al solicitante');
    form.reset();
  });

  return (
    <form onSubmit={onComentar} noValidate className="space-y-2" aria-label="Comentar o responder">
      <label className="block text-sm font-medium" htmlFor={idTexto}>
        {responde ? 'Comentario o respuesta' : 'Comentario'}
      </label>
      <textarea
        id={idTexto}
        {...form.register('texto')}
        rows={3}
        aria-invalid={errors.texto ? true : undefined}
        aria-describedby={errors.texto ? `${idTexto}-msg` : undefined}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      {errors.texto ? (
        <p id={`${idTexto}-msg`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.texto.message}
        </p>
      ) : null}
      <FormError error={form.failure} />
      <div className="flex flex-wrap items-center gap-2">
        {notaInterna ? (
          <label className="mr-2 flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('interno')} /> Nota interna (el solicitante no la ve)
          </label>
        ) : null}
        <Button type="submit" variant="outline" size="sm" disabled={vacio || comentar.isPending}>
          Comentar
        </Button>
        {responde ? (
          <Button type="button" size="sm" disabled={vacio || responder.isPending} onClick={onResponder}>
            Responder
          </Button>
        ) : null}
      </div>
    </form>
  );
}
