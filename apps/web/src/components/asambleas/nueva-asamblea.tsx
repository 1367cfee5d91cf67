// The administration drafts an asamblea: type, modalidad, date and place (with the second call it
// implies), and the orden del día. Each punto shows the rule it will get (coeficiente or unidad, simple or
// 70 %) as it is typed.
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import type { AsambleaOutput } from '@horizonte/contracts';

import { useCrearAsamblea } from '../../data/asambleas.ts';
import { todayInBogota } from '../../lib/format.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { fechaHoraTexto, ponderacionDe, ReglaChips, useSegundaConvocatoriaPrevista } from './shared.tsx';

interface PuntoBorrador {
  key: number;
  titulo: string;
  tipo: 'informativo' | 'decision';
  contenidoEconomico: boolean;
  mayoria: 'simple' | 'calificada_70';
}

let siguiente = 0;
const nuevoPunto = (titulo = '', tipo: PuntoBorrador['tipo'] = 'decision'): PuntoBorrador => ({
  key: ++siguiente,
  titulo,
  tipo,
  contenidoEconomico: false,
  mayoria: 'simple',
});

export function NuevaAsamblea({ onCreated, onCancel }: { onCreated(a: AsambleaOutput): void; onCancel(): void }) {
  const { ph } = useComplexPortal();
  const crear = useCrearAsamblea();
  const form = useFormAction('No fue posible crear la asamblea');
  const [tipo, setTipo] = useState<'ordinaria' | 'extraordinaria'>('ordinaria');
  const [modalidad, setModalidad] = useState<'presencial' | 'no_presencial' | 'escrita'>('presencial');
  const [titulo, setTitulo] = useState('');
  const [fecha, setFecha] = useState('');
  const [hora, setHora] = useState('19:00');
  const segunda = useSegundaConvocatoriaPrevista(fecha && hora ? `${fecha}T${hora}:00-05:00` : null);
  const [lugar, setLugar] = useState('');
  const [enlace, setEnlace] = useState('');
  const [puntos, setPuntos] = useState<PuntoBorrador[]>(() => [
    nuevoPunto('Verificación del quórum', 'informativo'),
    nuevoPunto(),
  ]);

  const cambiar = (key: number, patch: Partial<PuntoBorrador>) =>
    setPuntos((ps) => ps.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const submit = form.submit(async () => {
    const res = await crear.mutateAsync({
      id: ph.id,
      tipo,
      modalidad,
      titulo,
      // Bogotá keeps UTC-5 all year.
      fechaHora: `${fecha}T${hora}:00-05:00`,
      ...(lugar ? { lugar } : {}),
      ...(enlace ? { enlace } : {}),
      puntos: puntos.map(({ titulo: t, tipo: tp, contenidoEconomico, mayoria }) => ({
        titulo: t,
        tipo: tp,
        contenidoEconomico: tp === 'decision' && contenidoEconomico,
        mayoria: tp === 'decision' ? mayoria : 'simple',
      })),
    });
    toast.success('Asamblea creada en borrador');
    onCreated(res.asamblea);
  });

  return (
    <Card className="p-4">
      <form onSubmit={submit} aria-label="Nueva asamblea" className="space-y-4">
        <h3 className="text-lg font-semibold">Nueva asamblea</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Título">
            <Input
              value={titulo}
              onChange={(e) => setTitulo(e.target.value)}
              required
              maxLength={200}
              placeholder="Asamblea general ordinaria 2027"
            />
          </Field>
          <Field label="Tipo">
            <NativeSelect value={tipo} onChange={(e) => setTipo(e.target.value as typeof tipo)}>
              <option value="ordinaria">Ordinaria</option>
              <option value="extraordinaria">Extraordinaria</option>
            </NativeSelect>
          </Field>
          <Field label="Modalidad">
            <NativeSelect value={modalidad} onChange={(e) => setModalidad(e.target.value as typeof modalidad)}>
              <option value="presencial">Presencial</option>
              <option value="no_presencial">No presencial (art. 42)</option>
              <option value="escrita">Decisión por escrito (art. 43)</option>
            </NativeSelect>
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field label="Fecha">
              <Input type="date" value={fecha} min={todayInBogota()} onChange={(e) => setFecha(e.target.value)} required />
            </Field>
            <Field label="Hora">
              <Input type="time" value={hora} onChange={(e) => setHora(e.target.value)} required />
            </Field>
          </div>
          {segunda ? (
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="segunda-prevista">
              Segunda convocatoria, si no hay quórum: <time dateTime={segunda}>{fechaHoraTexto(segunda)}</time> (art. 41).
            </p>
          ) : null}
          {modalidad === 'no_presencial' ? (
            <Field label="Enlace de la reunión">
              <Input type="url" value={enlace} onChange={(e) => setEnlace(e.target.value)} placeholder="https://…" required />
            </Field>
          ) : (
            <Field label="Lugar">
              <Input
                value={lugar}
                onChange={(e) => setLugar(e.target.value)}
                placeholder="Salón comunal"
                required={modalidad === 'presencial'}
              />
            </Field>
          )}
        </div>

        <fieldset className="space-y-3">
          <legend className="font-semibold">Orden del día</legend>
          <ol className="space-y-3">
            {puntos.map((p, i) => (
              <li
                key={p.key}
                className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
                aria-label={`Punto ${i + 1}`}
              >
                <div className="flex items-end gap-2">
                  <Field label={`Punto ${i + 1}`} className="flex-1">
                    <Input
                      value={p.titulo}
                      onChange={(e) => cambiar(p.key, { titulo: e.target.value })}
                      required
                      maxLength={300}
                    />
                  </Field>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Quitar el punto ${i + 1}`}
                    disabled={puntos.length === 1}
                    onClick={() => setPuntos((ps) => ps.filter((x) => x.key !== p.key))}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
                <div className="flex flex-wrap items-center gap-3 text-sm">
                  <label className="flex items-center gap-2">
                    Tipo
                    <NativeSelect
                      aria-label={`Tipo del punto ${i + 1}`}
                      value={p.tipo}
                      onChange={(e) => cambiar(p.key, { tipo: e.target.value as PuntoBorrador['tipo'] })}
                      className="w-auto"
                    >
                      <option value="decision">Decisión</option>
                      <option value="informativo">Informativo</option>
                    </NativeSelect>
                  </label>
                  {p.tipo === 'decision' ? (
                    <>
                      <label className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          checked={p.contenidoEconomico}
                          onChange={(e) => cambiar(p.key, { contenidoEconomico: e.target.checked })}
                          className="h-4 w-4"
                        />
                        Contenido económico
                      </label>
                      <label className="flex items-center gap-2">
                        Mayoría
                        <NativeSelect
                          aria-label={`Mayoría del punto ${i + 1}`}
                          value={p.mayoria}
                          onChange={(e) => cambiar(p.key, { mayoria: e.target.value as PuntoBorrador['mayoria'] })}
                          className="w-auto"
                        >
                          <option value="simple">Simple</option>
                          <option value="calificada_70">Calificada 70 % (art. 46)</option>
                        </NativeSelect>
                      </label>
                    </>
                  ) : null}
                  <span data-testid={`regla-${i + 1}`}>
                    <ReglaChips punto={{ tipo: p.tipo, mayoria: p.mayoria, ponderacion: ponderacionDe(p) }} />
                  </span>
                </div>
                {p.tipo === 'decision' && p.mayoria === 'calificada_70' && modalidad === 'no_presencial' ? (
                  <p className="text-xs text-red-700 dark:text-red-400">
                    Las decisiones del 70 % no se toman en reunión no presencial (art. 46, parágrafo).
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          <Button variant="outline" size="sm" onClick={() => setPuntos((ps) => [...ps, nuevoPunto()])}>
            <Plus className="h-4 w-4" aria-hidden /> Agregar punto
          </Button>
        </fieldset>
        <FormError error={form.error} />
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
