// Packages at the gate: register one for a unit (its people get a mail and the bell), list those to
// deliver, and deliver with the name of whoever takes it.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { accionesPaquete, paqueteCreateInput, paqueteEntregarInput, type PaqueteEstado } from '@horizonte/contracts';

import { useEntregarPaquete } from '../../data/porteria.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { UnidadOptions } from '../community/unidad-options.tsx';
import { unidadLabel } from '../community/unidad.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { useUnidadesPorteria } from './offline/cache-local.ts';
import { useColaPorteria } from './offline/cola-porteria.tsx';
import { SinConexionOLista } from './offline/sin-conexion.tsx';
import { CAMPO_GRANDE, PaqueteResumen, Row } from './porteria-shared.tsx';

/** The list's title and its empty state, per estado shown (display only). */
const LISTA: Record<PaqueteEstado, { titulo: string; vacio: string }> = {
  recibido: { titulo: 'Paquetes por entregar', vacio: 'No hay paquetes por entregar' },
  entregado: { titulo: 'Paquetes entregados', vacio: 'Aún no hay paquetes entregados' },
};

export function PaquetesPanel({ phId, puedeRegistrar }: { phId: string; puedeRegistrar: boolean }) {
  const trpc = useTRPC();
  const [estado, setEstado] = useState<PaqueteEstado>('recibido');
  const paquetes = useQuery(trpc.porteria.paquetes.list.queryOptions({ id: phId, estado, pageSize: 100 }));
  return (
    <div className="space-y-6">
      {puedeRegistrar ? <NuevoPaquete phId={phId} /> : null}
      <section aria-labelledby="paquetes-lista" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="paquetes-lista" className="text-lg font-semibold">
            {LISTA[estado].titulo}
          </h3>
          <NativeSelect
            aria-label="Estado de los paquetes"
            value={estado}
            onChange={(e) => setEstado(e.target.value as PaqueteEstado)}
            className={`${CAMPO_GRANDE} w-auto`}
          >
            <option value="recibido">Por entregar</option>
            <option value="entregado">Entregados</option>
          </NativeSelect>
        </div>
        <SinConexionOLista hayDatos={paquetes.data !== undefined}>
          <QueryView
            query={paquetes}
            failure="No fue posible cargar los paquetes"
            isEmpty={(d) => d.paquetes.length === 0}
            empty={<EmptyState title={LISTA[estado].vacio} />}
          >
            {(d) => (
              <ul className="space-y-2" aria-label={LISTA[estado].titulo}>
                {d.paquetes.map((p) => (
                  <Row
                    key={p.id}
                    testId="paquete"
                    actions={
                      accionesPaquete(p.estado, { registrar: puedeRegistrar }).includes('entregar') ? (
                        <Entregar id={p.id} />
                      ) : null
                    }
                  >
                    <PaqueteResumen paquete={p} />
                  </Row>
                ))}
              </ul>
            )}
          </QueryView>
        </SinConexionOLista>
      </section>
    </div>
  );
}

const paqueteForm = paqueteCreateInput.omit({ id: true });

function NuevoPaquete({ phId }: { phId: string }) {
  const unidades = useUnidadesPorteria(phId);
  const cola = useColaPorteria();
  const form = useContractForm(
    paqueteForm,
    { apartamentoId: '', descripcion: '', remitente: '' },
    'No fue posible registrar el paquete',
  );
  const errors = form.formState.errors;
  const submit = form.enviar(async (paquete) => {
    const unidad = unidades.find((u) => u.id === paquete.apartamentoId);
    const resumen = `${paquete.descripcion} · ${unidad ? unidadLabel(unidad) : 'unidad'}`;
    // Queued on the device first (with its Idempotency-Key), then sent: offline it waits.
    const r = await cola.registrar('paquete', { id: phId, ...paquete }, resumen);
    toast.success(
      r.desenlace === 'enviado'
        ? 'Paquete registrado: avisamos a la unidad por correo'
        : 'Sin conexión: el paquete quedó pendiente de envío; avisaremos a la unidad al enviarlo',
    );
    form.reset({ apartamentoId: paquete.apartamentoId, descripcion: '', remitente: '' });
  });
  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3" aria-label="Registrar paquete">
        <Field label="Unidad" error={errors.apartamentoId ? 'Selecciona la unidad' : undefined}>
          <NativeSelect {...form.register('apartamentoId')} required className={CAMPO_GRANDE}>
            <option value="">Selecciona la unidad</option>
            <UnidadOptions unidades={unidades} />
          </NativeSelect>
        </Field>
        <Field label="Descripción" error={errors.descripcion?.message}>
          <Input
            {...form.register('descripcion')}
            maxLength={200}
            required
            placeholder="Ej.: caja mediana"
            className={CAMPO_GRANDE}
          />
        </Field>
        <Field label="Remitente (opcional)" error={errors.remitente?.message}>
          <Input {...form.register('remitente')} maxLength={120} placeholder="Ej.: Servientrega" className={CAMPO_GRANDE} />
        </Field>
        <FormError error={form.failure} className="sm:col-span-3" />
        <div className="sm:col-span-3">
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
            Registrar paquete
          </Button>
        </div>
      </form>
    </Card>
  );
}

const entregaForm = paqueteEntregarInput.omit({ id: true });

function Entregar({ id }: { id: string }) {
  const entregar = useEntregarPaquete();
  const [abierto, setAbierto] = useState(false);
  const form = useContractForm(entregaForm, { recibidoPor: '' }, 'No fue posible registrar la entrega');
  const submit = form.enviar(async ({ recibidoPor }) => {
    await entregar.mutateAsync({ id, recibidoPor });
    toast.success(`Paquete entregado a ${recibidoPor}`);
  });
  if (!abierto)
    return (
      <Button size="lg" onClick={() => setAbierto(true)}>
        Entregar
      </Button>
    );
  return (
    <form onSubmit={submit} noValidate className="flex w-full flex-col gap-2 sm:w-80" aria-label="Entregar paquete">
      <Field label="Nombre de quien recibe" error={form.formState.errors.recibidoPor?.message}>
        <Input {...form.register('recibidoPor')} maxLength={120} required autoFocus className={CAMPO_GRANDE} />
      </Field>
      <FormError error={form.failure} />
      <div className="flex gap-2">
        <Button type="submit" size="lg" disabled={entregar.isPending || form.formState.isSubmitting}>
          Confirmar entrega
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={() => setAbierto(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
