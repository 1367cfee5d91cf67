// The gate's minuta: append-only (entries are never edited or deleted; a correction is a new entry).
import { useQuery } from '@tanstack/react-query';

import { MINUTA_TIPO_LABELS, MINUTA_TIPOS, minutaCreateInput } from '@horizonte/contracts';

import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { NativeSelect } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { useColaPorteria } from './offline/cola-porteria.tsx';
import { SinConexionOLista } from './offline/sin-conexion.tsx';
import { CAMPO_GRANDE, formatHora, Row } from './porteria-shared.tsx';

export function MinutaPanel({ phId, puedeEscribir }: { phId: string; puedeEscribir: boolean }) {
  const trpc = useTRPC();
  const minuta = useQuery(trpc.porteria.minuta.list.queryOptions({ id: phId, pageSize: 100 }));
  return (
    <div className="space-y-6">
      {puedeEscribir ? <NuevaEntrada phId={phId} /> : null}
      <SinConexionOLista hayDatos={minuta.data !== undefined}>
        <QueryView
          query={minuta}
          failure="No fue posible cargar la minuta"
          isEmpty={(d) => d.entradas.length === 0}
          empty={<EmptyState title="La minuta está vacía" description="Registra el inicio de tu turno." />}
        >
          {(d) => (
            <ul className="space-y-2" aria-label="Minuta">
              {d.entradas.map((e) => (
                <Row key={e.id} testId="minuta-entrada">
                  <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                    <Badge tone={e.tipo === 'novedad' ? 'yellow' : 'blue'}>{MINUTA_TIPO_LABELS[e.tipo]}</Badge>
                    {formatHora(e.createdAt)} · {e.autor}
                  </p>
                  <p className="break-words whitespace-pre-line">{e.texto}</p>
                </Row>
              ))}
            </ul>
          )}
        </QueryView>
      </SinConexionOLista>
    </div>
  );
}

const entradaForm = minutaCreateInput.omit({ id: true });

function NuevaEntrada({ phId }: { phId: string }) {
  const cola = useColaPorteria();
  const form = useContractForm(entradaForm, { tipo: 'novedad', texto: '' }, 'No fue posible guardar la entrada');
  const submit = form.enviar(async (entrada) => {
    const resumen = `${MINUTA_TIPO_LABELS[entrada.tipo]}: ${entrada.texto.slice(0, 80)}`;
    // Queued on the device first (with its Idempotency-Key), then sent: offline it waits.
    const r = await cola.registrar('minuta', { id: phId, ...entrada }, resumen);
    toast.success(
      r.desenlace === 'enviado' ? 'Entrada agregada a la minuta' : 'Sin conexión: la entrada quedó pendiente de envío',
    );
    form.resetField('texto');
  });
  const textoError = form.formState.errors.texto?.message;
  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate className="space-y-3" aria-label="Nueva entrada de la minuta">
        <Field label="Tipo" error={form.formState.errors.tipo?.message}>
          <NativeSelect {...form.register('tipo')} className={CAMPO_GRANDE}>
            {MINUTA_TIPOS.map((t) => (
              <option key={t} value={t}>
                {MINUTA_TIPO_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="space-y-1.5">
          <label htmlFor="minuta-texto" className="block text-sm font-medium">
            Texto
          </label>
          <textarea
            id="minuta-texto"
            {...form.register('texto')}
            rows={3}
            required
            maxLength={2000}
            aria-invalid={textoError ? true : undefined}
            aria-describedby="minuta-texto-msg"
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-900"
          />
          {textoError ? (
            <p id="minuta-texto-msg" role="alert" className="text-sm text-red-700 dark:text-red-400">
              {textoError}
            </p>
          ) : (
            <p id="minuta-texto-msg" className="text-xs text-slate-600 dark:text-slate-400">
              Las entradas no se editan ni se borran: para corregir, agrega una nueva.
            </p>
          )}
        </div>
        <FormError error={form.failure} />
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          Agregar a la minuta
        </Button>
      </form>
    </Card>
  );
}
