// The administration drafts an asamblea: type, modalidad, date and place (with the second call it
// implies), and the orden del día. Each punto shows the rule it will get (coeficiente or unidad, simple or
// 70 %) as it is typed. The contracts' asambleaCreateInput validates it (issue 27).
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';

import {
  ASAMBLEA_MSG,
  asambleaCreateInput,
  bogotaInstant,
  esFechaCivil,
  fechaCivilField,
  type AsambleaOutput,
} from '@horizonte/contracts';

import { useCrearAsamblea } from '../../data/asambleas.ts';
import { todayInBogota } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { fechaHoraTexto, ponderacionDe, ReglaChips, useSegundaConvocatoriaPrevista } from './shared.tsx';

/** The meeting's instant from its Bogotá date and wall-clock time (the contracts' one civil clock). */
const enBogota = (fecha: string, hora: string) => bogotaInstant(fecha, hora).toISOString();
const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The contracts' asambleaCreateInput as the form holds it: the date and the time typed apart (then joined
 * into its fechaHora), an empty enlace as none, and a punto's economic content and qualified majority only
 * on decisions.
 */
const nuevaAsambleaForm = asambleaCreateInput
  .omit({ id: true, fechaHora: true, enlace: true })
  .extend({
    fecha: fechaCivilField(ASAMBLEA_MSG.fechaHoraInvalid),
    hora: z.string().regex(HORA, { error: ASAMBLEA_MSG.fechaHoraInvalid }),
    enlace: z.preprocess((v) => (v === '' ? undefined : v), asambleaCreateInput.shape.enlace),
  })
  .transform(({ fecha, hora, puntos, ...asamblea }) => ({
    ...asamblea,
    fechaHora: enBogota(fecha, hora),
    puntos: puntos.map((p) => (p.tipo === 'decision' ? p : { ...p, contenidoEconomico: false, mayoria: 'simple' as const })),
  }));
type NuevaAsambleaCampos = z.input<typeof nuevaAsambleaForm>;
type PuntoCampos = NuevaAsambleaCampos['puntos'][number];

const nuevoPunto = (titulo = '', tipo: PuntoCampos['tipo'] = 'decision'): PuntoCampos => ({
  titulo,
  tipo,
  contenidoEconomico: false,
  mayoria: 'simple',
});
const vacia: NuevaAsambleaCampos = {
  tipo: 'ordinaria',
  modalidad: 'presencial',
  titulo: '',
  fecha: '',
  hora: '19:00',
  lugar: '',
  enlace: '',
  puntos: [nuevoPunto('Verificación del quórum', 'informativo'), nuevoPunto()],
};

export function NuevaAsamblea({ onCreated, onCancel }: { onCreated(a: AsambleaOutput): void; onCancel(): void }) {
  const { ph } = useComplexPortal();
  const crear = useCrearAsamblea();
  const form = useContractForm(nuevaAsambleaForm, vacia, 'No fue posible crear la asamblea');
  const puntos = useFieldArray({ control: form.control, name: 'puntos' });
  const errors = form.formState.errors;
  const [modalidad, fecha, hora, valores] = form.watch(['modalidad', 'fecha', 'hora', 'puntos']);
  const segunda = useSegundaConvocatoriaPrevista(esFechaCivil(fecha) && HORA.test(hora) ? enBogota(fecha, hora) : null);

  const submit = form.enviar(async (asamblea) => {
    const res = await crear.mutateAsync({ id: ph.id, ...asamblea });
    toast.success('Asamblea creada en borrador');
    onCreated(res.asamblea);
  });

  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate aria-label="Nueva asamblea" className="space-y-4">
        <h3 className="text-lg font-semibold">Nueva asamblea</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Título" error={errors.titulo?.message}>
            <Input {...form.register('titulo')} required maxLength={200} placeholder="Asamblea general ordinaria 2027" />
          </Field>
          <Field label="Tipo" error={errors.tipo?.message}>
            <NativeSelect {...form.register('tipo')}>
              <option value="ordinaria">Ordinaria</option>
              <option value="extraordinaria">Extraordinaria</option>
            </NativeSelect>
          </Field>
          <Field label="Modalidad" error={errors.modalidad?.message}>
            <NativeSelect {...form.register('modalidad')}>
              <option value="presencial">Presencial</option>
              <option value="no_presencial">No presencial (art. 42)</option>
              <option value="escrita">Decisión por escrito (art. 43)</option>
            </NativeSelect>
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field label="Fecha" error={errors.fecha?.message}>
              <Input type="date" min={todayInBogota()} {...form.register('fecha')} required />
            </Field>
            <Field label="Hora" error={errors.hora?.message}>
              <Input type="time" {...form.register('hora')} required />
            </Field>
          </div>
          {segunda ? (
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="segunda-prevista">
              Segunda convocatoria, si no hay quórum: <time dateTime={segunda}>{fechaHoraTexto(segunda)}</time> (art. 41).
            </p>
          ) : null}
          {/* Only the field shown is sent: the other one leaves the form when it is hidden. */}
          {modalidad === 'no_presencial' ? (
            <Field label="Enlace de la reunión" error={errors.enlace?.message}>
              <Input type="url" {...form.register('enlace', { shouldUnregister: true })} placeholder="https://…" required />
            </Field>
          ) : (
            <Field label="Lugar" error={errors.lugar?.message}>
              <Input
                {...form.register('lugar', { shouldUnregister: true })}
                placeholder="Salón comunal"
                required={modalidad === 'presencial'}
              />
            </Field>
          )}
        </div>

        <fieldset className="space-y-3">
          <legend className="font-semibold">Orden del día</legend>
          <ol className="space-y-3">
            {puntos.fields.map((field, i) => {
              const punto = valores[i] ?? field;
              const reglas = { contenidoEconomico: punto.contenidoEconomico ?? false, mayoria: punto.mayoria ?? 'simple' };
              return (
                <li
                  key={field.id}
                  className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
                  aria-label={`Punto ${i + 1}`}
                >
                  <div className="flex items-end gap-2">
                    <Field label={`Punto ${i + 1}`} className="flex-1" error={errors.puntos?.[i]?.titulo?.message}>
                      <Input {...form.register(`puntos.${i}.titulo`)} required maxLength={300} />
                    </Field>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Quitar el punto ${i + 1}`}
                      disabled={puntos.fields.length === 1}
                      onClick={() => puntos.remove(i)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  </div>
                  <div className="flex flex-wrap items-center gap-3 text-sm">
                    <label className="flex items-center gap-2">
                      Tipo
                      <NativeSelect
                        aria-label={`Tipo del punto ${i + 1}`}
                        {...form.register(`puntos.${i}.tipo`)}
                        className="w-auto"
                      >
                        <option value="decision">Decisión</option>
                        <option value="informativo">Informativo</option>
                      </NativeSelect>
                    </label>
                    {punto.tipo === 'decision' ? (
                      <>
                        <label className="flex items-center gap-2">
                          <input type="checkbox" {...form.register(`puntos.${i}.contenidoEconomico`)} className="h-4 w-4" />
                          Contenido económico
                        </label>
                        <label className="flex items-center gap-2">
                          Mayoría
                          <NativeSelect
                            aria-label={`Mayoría del punto ${i + 1}`}
                            {...form.register(`puntos.${i}.mayoria`)}
                            className="w-auto"
                          >
                            <option value="simple">Simple</option>
                            <option value="calificada_70">Calificada 70 % (art. 46)</option>
                          </NativeSelect>
                        </label>
                      </>
                    ) : null}
                    <span data-testid={`regla-${i + 1}`}>
                      <ReglaChips punto={{ tipo: punto.tipo, mayoria: reglas.mayoria, ponderacion: ponderacionDe(reglas) }} />
                    </span>
                  </div>
                  {punto.tipo === 'decision' && reglas.mayoria === 'calificada_70' && modalidad === 'no_presencial' ? (
                    <p className="text-xs text-red-700 dark:text-red-400">
                      Las decisiones del 70 % no se toman en reunión no presencial (art. 46, parágrafo).
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {(errors.puntos?.root?.message ?? errors.puntos?.message) ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errors.puntos?.root?.message ?? errors.puntos?.message}
            </p>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => puntos.append(nuevoPunto())}>
            <Plus className="h-4 w-4" aria-hidden /> Agregar punto
          </Button>
        </fieldset>
        <FormError error={form.failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" disabled={crear.isPending}>
            {crear.isPending ? 'Creando…' : 'Crear en borrador'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
