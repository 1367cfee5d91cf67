// The acta (art. 47): quórum at installation, decisions with their rule, presidente and secretario, its
// publication (mailed to every owner) and its plazos — due date, impugnable until (art. 49), firme.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { accionesAsamblea, actaUpdateInput, faseDeAsamblea, type AsambleaOutput } from '@horizonte/contracts';

import { useGuardarActa, usePublicarActa } from '../../data/asambleas.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatPercent } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { useNombreDelSecretario } from './secretario-panel.tsx';
import { DescargarActa, Panel, PlazosActa } from './shared.tsx';

export function ActaPanel({ asamblea }: { asamblea: AsambleaOutput }) {
  const trpc = useTRPC();
  const { capabilities } = useComplexPortal();
  const acta = useQuery({
    ...trpc.asambleas.acta.get.queryOptions({ id: asamblea.id }),
    enabled: faseDeAsamblea(asamblea.estado).instalada,
  });
  if (!faseDeAsamblea(asamblea.estado).instalada) {
    return (
      <Panel title="Acta">
        <p className="text-sm text-slate-600 dark:text-slate-400">El acta se elabora con lo que ocurra en la reunión.</p>
      </Panel>
    );
  }
  return (
    <div className="space-y-4">
      <Panel title={asamblea.acta.publicadaEn ? 'Acta publicada' : 'Borrador del acta'}>
        <PlazosActa asamblea={asamblea} />
        <QueryView query={acta} failure="No fue posible cargar el acta">
          {({ acta: a }) => (
            <div className="space-y-3 text-sm">
              <p>
                Quórum al instalarse: {a.quorum.unidadesPresentes} de {a.quorum.unidadesTotales} unidades,{' '}
                {formatPercent(a.quorum.coeficientePresente)} de los coeficientes.
              </p>
              <ul className="space-y-2" aria-label="Decisiones">
                {a.decisiones.map((d) => (
                  <li
                    key={d.puntoId}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-2 dark:border-slate-800"
                  >
                    <span>
                      <span className="font-medium">{d.titulo}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{d.regla}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        Abstenciones: {d.abstenciones.length > 0 ? d.abstenciones.join(', ') : 'ninguna'}
                        {d.sinVoto.length > 0 ? ` · Presentes sin voto: ${d.sinVoto.join(', ')}` : ''}
                      </span>
                    </span>
                    {d.aprobado === null ? (
                      <Badge tone="yellow">En votación</Badge>
                    ) : (
                      <Badge tone={d.aprobado ? 'green' : 'red'}>{d.aprobado ? 'Aprobado' : 'No aprobado'}</Badge>
                    )}
                  </li>
                ))}
              </ul>
              {a.presidente ? (
                <p>
                  Presidente: {a.presidente} · Secretario: {a.secretario}
                </p>
              ) : null}
              {a.constancias ? <p>Constancias: {a.constancias}</p> : null}
            </div>
          )}
        </QueryView>
        <DescargarActa asamblea={asamblea} />
      </Panel>
      {accionesAsamblea(asamblea, { manage: capabilities.community.manage }).includes('editarActa') ? (
        <Firmantes asamblea={asamblea} />
      ) : null}
    </div>
  );
}

const firmantesForm = actaUpdateInput.omit({ id: true });

function Firmantes({ asamblea }: { asamblea: AsambleaOutput }) {
  const guardar = useGuardarActa();
  const publicar = usePublicarActa();
  const form = useContractForm(
    firmantesForm,
    {
      presidente: asamblea.acta.presidente ?? '',
      secretario: asamblea.acta.secretario ?? '',
      constancias: asamblea.acta.constancias ?? '',
    },
    'No fue posible guardar el acta',
  );
  const errors = form.formState.errors;
  // Until typed, «Secretario» proposes the person designated to record the room's votes (issue 26), whose
  // name arrives after the form is drawn.
  const designado = useNombreDelSecretario(asamblea);
  const { getValues, resetField } = form;
  useEffect(() => {
    if (designado && !getValues('secretario')) resetField('secretario', { defaultValue: designado });
  }, [designado, getValues, resetField]);
  const submit = form.enviar(async (acta) => {
    await guardar.mutateAsync({ id: asamblea.id, ...acta });
    toast.success('Acta guardada');
  });
  const onPublicar = async () => {
    try {
      await publicar.mutateAsync({ id: asamblea.id });
      toast.success('Acta publicada: la enviamos a cada propietario');
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible publicar el acta'));
    }
  };
  const guardado = Boolean(asamblea.acta.presidente && asamblea.acta.secretario);
  return (
    <Panel title="Firmantes y publicación">
      <form onSubmit={submit} noValidate aria-label="Firmantes del acta" className="grid gap-3 sm:grid-cols-2">
        <Field label="Presidente de la asamblea" error={errors.presidente?.message}>
          <Input {...form.register('presidente')} required />
        </Field>
        <Field label="Secretario de la asamblea" error={errors.secretario?.message}>
          <Input {...form.register('secretario')} required />
        </Field>
        <Field label="Constancias (opcional)" className="sm:col-span-2" error={errors.constancias?.message}>
          <Input {...form.register('constancias')} />
        </Field>
        <FormError error={form.failure} className="sm:col-span-2" />
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button type="submit" variant="outline" disabled={guardar.isPending}>
            {guardar.isPending ? 'Guardando…' : 'Guardar'}
          </Button>
          <Button onClick={onPublicar} disabled={!guardado || publicar.isPending}>
            {publicar.isPending ? 'Publicando…' : 'Publicar acta'}
          </Button>
        </div>
        {!guardado ? (
          <p className="text-xs text-slate-600 dark:text-slate-400 sm:col-span-2">
            Guarda el presidente y el secretario para poder publicar el acta.
          </p>
        ) : null}
      </form>
    </Panel>
  );
}
