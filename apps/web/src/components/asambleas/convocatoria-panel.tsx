// The convocatoria of an asamblea: its data and orden del día with the rule of each punto; in borrador,
// «Convocar» by the platform (mail to every owner) or recording one delivered outside it, with the
// antelación counter (calendar days to the meeting against the 15 of art. 39) and the date and time the
// second call will have (art. 41), computed by the same rule the API stores.
// The padrón: units and coeficientes frozen when it was convened.
import { useQuery } from '@tanstack/react-query';

import { accionesAsamblea, asambleaConvocarInput, bogotaDate, faseDeAsamblea, type AsambleaOutput } from '@horizonte/contracts';

import { useConvocarAsamblea } from '../../data/asambleas.ts';
import { formatPercent, todayInBogota } from '../../lib/format.ts';
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
import { TableFrame, TableHeader, td } from '../ui/table.tsx';
import { diasEntre, fechaHoraTexto, fechaTexto, Panel, ReglaChips, useSegundaConvocatoriaPrevista } from './shared.tsx';

/** Art. 39: ordinarias at least 15 calendar days ahead (the complex's setting for extraordinarias, 15 unless changed). */
const ANTELACION_MINIMA = 15;

export function OrdenDelDia({ asamblea }: { asamblea: AsambleaOutput }) {
  return (
    <ol className="space-y-2" aria-label="Orden del día">
      {asamblea.puntos.map((p) => (
        <li
          key={p.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-800"
        >
          <span>
            {p.orden}. {p.titulo}
          </span>
          <ReglaChips punto={p} />
        </li>
      ))}
    </ol>
  );
}

export function ConvocatoriaPanel({ asamblea }: { asamblea: AsambleaOutput }) {
  const { capabilities } = useComplexPortal();
  const info = asamblea.convocatoriaInfo;
  return (
    <div className="space-y-4">
      <Panel title="Convocatoria">
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Reunión</dt>
            <dd>{fechaHoraTexto(asamblea.fechaHora)}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{asamblea.enlace ? 'Enlace' : 'Lugar'}</dt>
            <dd className="break-all">{asamblea.enlace ?? asamblea.lugar ?? '—'}</dd>
          </div>
          {info ? (
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Convocada</dt>
              <dd>
                {fechaTexto(info.fechaConvocatoria)} ·{' '}
                {info.medio === 'plataforma'
                  ? 'por la plataforma'
                  : `por fuera de la plataforma (${info.soporte ?? 'sin soporte'})`}
              </dd>
            </div>
          ) : null}
          {asamblea.segundaConvocatoria ? (
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Segunda convocatoria (art. 41)</dt>
              <dd data-testid="segunda-convocatoria">{fechaHoraTexto(asamblea.segundaConvocatoria.fechaHora)}</dd>
            </div>
          ) : null}
          {asamblea.motivoCancelacion ? (
            <div className="sm:col-span-2">
              <dt className="text-slate-600 dark:text-slate-400">Motivo de la cancelación</dt>
              <dd>{asamblea.motivoCancelacion}</dd>
            </div>
          ) : null}
        </dl>
        <h4 className="font-semibold">Orden del día</h4>
        <OrdenDelDia asamblea={asamblea} />
      </Panel>
      {accionesAsamblea(asamblea, { manage: capabilities.community.manage }).includes('convocar') ? (
        <Convocar asamblea={asamblea} />
      ) : null}
    </div>
  );
}

const convocarForm = asambleaConvocarInput.omit({ id: true });

function Convocar({ asamblea }: { asamblea: AsambleaOutput }) {
  const convocar = useConvocarAsamblea();
  const hoy = todayInBogota();
  const form = useContractForm(
    convocarForm,
    { medio: 'plataforma', fechaConvocatoria: hoy, soporte: '' },
    'No fue posible convocar la asamblea',
  );
  const errors = form.formState.errors;
  const medio = form.watch('medio');
  const fechaConvocatoria = form.watch('fechaConvocatoria') ?? hoy;
  const desde = medio === 'plataforma' ? hoy : fechaConvocatoria;
  const dias = diasEntre(desde, bogotaDate(asamblea.fechaHora));
  const suficiente = dias >= ANTELACION_MINIMA;
  const primera = asamblea.convocatoria === 'primera';
  const segunda = useSegundaConvocatoriaPrevista(
    primera ? asamblea.fechaHora : null,
    primera ? asamblea.segundaConvocatoria?.fechaHora : null,
  );

  const submit = form.enviar(async ({ medio, fechaConvocatoria, soporte }) => {
    await convocar.mutateAsync({ id: asamblea.id, medio, ...(medio === 'externo' ? { fechaConvocatoria, soporte } : {}) });
    toast.success(
      medio === 'plataforma' ? 'Asamblea convocada: enviamos la convocatoria a cada propietario' : 'Convocatoria registrada',
    );
  });

  return (
    <Panel title="Convocar">
      <form onSubmit={submit} aria-label="Convocar la asamblea" className="space-y-3">
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">Medio de la convocatoria</legend>
          <label className="flex items-center gap-2">
            <input type="radio" value="plataforma" {...form.register('medio')} />
            Por la plataforma (correo a cada propietario)
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="externo" {...form.register('medio')} />
            Ya entregada por fuera de la plataforma
          </label>
        </fieldset>
        {medio === 'externo' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Fecha de entrega" error={errors.fechaConvocatoria?.message}>
              <Input type="date" max={hoy} {...form.register('fechaConvocatoria')} required />
            </Field>
            <Field
              label="Soporte"
              hint="Cómo se entregó: circular, correo certificado, cartelera…"
              error={errors.soporte?.message}
            >
              <Input {...form.register('soporte')} required maxLength={500} />
            </Field>
          </div>
        ) : null}
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="antelacion">
          <Badge tone={suficiente ? 'green' : 'red'}>
            {dias} {dias === 1 ? 'día calendario' : 'días calendario'} hasta la reunión
          </Badge>
          <span className="text-slate-600 dark:text-slate-400">se requieren al menos {ANTELACION_MINIMA} (art. 39)</span>
        </p>
        {segunda ? (
          <p className="text-sm" data-testid="segunda-prevista">
            Segunda convocatoria, si no hay quórum:{' '}
            <time dateTime={segunda} className="font-semibold">
              {fechaHoraTexto(segunda)}
            </time>{' '}
            <span className="text-slate-600 dark:text-slate-400">
              {asamblea.segundaConvocatoria
                ? '(fijada en la asamblea).'
                : '(tercer día hábil siguiente a la reunión, a las 8:00 p. m.; art. 41).'}
            </span>
          </p>
        ) : null}
        <p className="text-sm text-slate-600 dark:text-slate-400">El padrón de unidades y coeficientes se congela al convocar.</p>
        <FormError error={form.failure} />
        <div className="flex justify-end">
          <Button type="submit" disabled={convocar.isPending}>
            {convocar.isPending ? 'Convocando…' : 'Convocar'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

export function PadronPanel({ asamblea }: { asamblea: AsambleaOutput }) {
  const trpc = useTRPC();
  const padron = faseDeAsamblea(asamblea.estado).padron;
  const q = useQuery({ ...trpc.asambleas.padron.get.queryOptions({ id: asamblea.id }), enabled: padron });
  if (!padron) {
    return (
      <Panel title="Padrón">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          El padrón de unidades y coeficientes se congela al convocar la asamblea.
        </p>
      </Panel>
    );
  }
  return (
    <Panel title="Padrón">
      <QueryView query={q} failure="No fue posible cargar el padrón">
        {({ padron }) => (
          <>
            <p className="text-sm">
              {padron.unidades.length} unidades · suma de coeficientes {formatPercent(padron.coeficienteTotal)}
            </p>
            <TableFrame label="Padrón">
              <TableHeader columns={['Unidad', { label: 'Coeficiente', align: 'right' }]} />
              <tbody>
                {padron.unidades.map((u) => (
                  <tr key={u.apartamentoId}>
                    <td className={td}>{u.unidad}</td>
                    <td className={`${td} text-right tabular-nums`}>{formatPercent(u.coeficiente)}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          </>
        )}
      </QueryView>
    </Panel>
  );
}
