// The gate's visitors: enter or scan a code, register a walk-in announced by intercom, today's
// expected visitors, and the log with search (name, plate, unit) and «Marcar salida».
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';

import {
  accesoCodigoFields,
  accesoCreateInput,
  accionesAcceso,
  type AccesoOutput,
  type AutorizacionOutput,
} from '@horizonte/contracts';

import { useRegistrarAcceso, useRegistrarSalida } from '../../data/porteria.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { UnidadOptions } from '../community/unidad-options.tsx';
import { unidadLabel } from '../community/unidad.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { useEsperadosHoy, useUnidadesPorteria } from './offline/cache-local.ts';
import { useColaPorteria } from './offline/cola-porteria.tsx';
import { useEnLinea } from './offline/en-linea.ts';
import {
  AccesoResumen,
  CAMPO_GRANDE,
  EstadoAutorizacion,
  formatHora,
  formatHoraCorta,
  Row,
  unidadTexto,
} from './porteria-shared.tsx';

export function VisitantesPanel({ phId, puedeRegistrar }: { phId: string; puedeRegistrar: boolean }) {
  return (
    <div className="space-y-6">
      {puedeRegistrar ? <IngresoConCodigo phId={phId} /> : null}
      <Esperados phId={phId} />
      <Registro phId={phId} puedeRegistrar={puedeRegistrar} />
    </div>
  );
}

const mayusculas = { setValueAs: (texto: string) => texto.toUpperCase() };

// The camera scanner and its QR reader (wasm) load only when the guard opens it (route budget).
const cargarEscaner = () => import('./escaner/escanear-dialog.tsx');
const EscanearDialog = lazy(cargarEscaner);

/** Codes are validated by the API only (single use, revocable): offline the guard falls back to a manual entry. */
const SIN_CONEXION_CODIGO =
  'Sin conexión: no se puede validar el código. Verifique la identidad del visitante y registre el ingreso manual.';

function IngresoConCodigo({ phId }: { phId: string }) {
  const enLinea = useEnLinea();
  const registrar = useRegistrarAcceso();
  const [ultimo, setUltimo] = useState<AccesoOutput | null>(null);
  const [sinCodigo, setSinCodigo] = useState(false);
  const form = useContractForm(accesoCodigoFields, { codigo: '' }, 'No fue posible registrar el ingreso');
  const codigo = form.watch('codigo');
  const submit = form.enviar(async ({ codigo }) => {
    setUltimo(null);
    const { acceso } = await registrar.mutateAsync({ id: phId, codigo });
    setUltimo(acceso);
    form.reset({ codigo: '' });
    toast.success(`Ingreso registrado: ${acceso.nombreVisitante}`);
  });
  const [escaneando, setEscaneando] = useState(false);
  // Its code fetched while online, so the scanner still opens if the network drops later.
  useEffect(() => {
    void cargarEscaner();
  }, []);
  const alLeer = (texto: string) => {
    setEscaneando(false);
    form.setValue('codigo', texto.trim().toUpperCase(), { shouldValidate: true });
    // Validated at once when online; offline the code stays in the field, with the notice.
    if (navigator.onLine) void submit();
  };
  return (
    <Card className="space-y-4 p-4">
      <form onSubmit={submit} noValidate className="space-y-3" aria-label="Ingreso con código">
        <Field
          label="Código de la autorización"
          error={form.formState.errors.codigo?.message}
          hint="Escanéalo con el lector o escríbelo (p. ej. K7P2-M9QX)."
        >
          <Input
            {...form.register('codigo', mayusculas)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            className="h-14 font-mono text-2xl tracking-widest uppercase"
          />
        </Field>
        {enLinea ? <FormError error={form.failure} /> : <Alert tone="warning">{SIN_CONEXION_CODIGO}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="lg" disabled={!enLinea || registrar.isPending || !codigo.trim()}>
            {registrar.isPending ? 'Verificando…' : 'Registrar ingreso'}
          </Button>
          <Button type="button" size="lg" variant="outline" onClick={() => setEscaneando(true)}>
            Escanear código
          </Button>
          <Button type="button" size="lg" variant="outline" onClick={() => setSinCodigo(!sinCodigo)} aria-expanded={sinCodigo}>
            Visitante sin código
          </Button>
        </div>
      </form>
      {ultimo ? (
        <div
          role="status"
          data-testid="ingreso-registrado"
          className="rounded-xl border border-green-300 bg-green-50 p-4 dark:border-green-800 dark:bg-green-950"
        >
          <p className="font-semibold text-green-900 dark:text-green-100">Puede ingresar</p>
          <AccesoResumen acceso={ultimo} />
        </div>
      ) : null}
      {escaneando ? (
        <Suspense fallback={null}>
          <EscanearDialog open onOpenChange={setEscaneando} onCodigo={alLeer} />
        </Suspense>
      ) : null}
      {sinCodigo ? <IngresoSinCodigo phId={phId} onDone={() => setSinCodigo(false)} /> : null}
    </Card>
  );
}

function IngresoSinCodigo({ phId, onDone }: { phId: string; onDone(): void }) {
  const unidades = useUnidadesPorteria(phId);
  const cola = useColaPorteria();
  // The API's own schema: without a code it asks for the unit, the visitor's name and who authorised.
  const form = useContractForm(
    accesoCreateInput,
    { id: phId, apartamentoId: '', nombreVisitante: '', documento: '', placa: '', autorizadoPor: '' },
    'No fue posible registrar el ingreso',
  );
  const errors = form.formState.errors;
  const submit = form.enviar(async (acceso) => {
    const unidad = unidades.find((u) => u.id === acceso.apartamentoId);
    const resumen = `${acceso.nombreVisitante} → ${unidad ? unidadLabel(unidad) : 'unidad'}`;
    // Queued on the device first (with its Idempotency-Key), then sent: offline it waits.
    const r = await cola.registrar('acceso', acceso, resumen);
    toast.success(
      r.desenlace === 'enviado'
        ? `Ingreso registrado: ${acceso.nombreVisitante}`
        : `Sin conexión: el ingreso de ${acceso.nombreVisitante} quedó pendiente de envío`,
    );
    onDone();
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-700"
      aria-label="Visitante sin código"
    >
      <Field label="Unidad" error={errors.apartamentoId?.message}>
        <NativeSelect
          {...form.register('apartamentoId', { setValueAs: (v: string) => v || undefined })}
          required
          className={CAMPO_GRANDE}
        >
          <option value="">Selecciona la unidad</option>
          <UnidadOptions unidades={unidades} />
        </NativeSelect>
      </Field>
      <Field label="Nombre del visitante" error={errors.nombreVisitante?.message}>
        <Input {...form.register('nombreVisitante')} maxLength={120} required className={CAMPO_GRANDE} />
      </Field>
      <Field label="Documento (opcional)" error={errors.documento?.message}>
        <Input {...form.register('documento')} maxLength={30} inputMode="numeric" className={CAMPO_GRANDE} />
      </Field>
      <Field label="Placa (opcional)" error={errors.placa?.message}>
        <Input {...form.register('placa', mayusculas)} maxLength={12} className={`${CAMPO_GRANDE} uppercase`} />
      </Field>
      <Field
        label="¿Quién autorizó?"
        error={errors.autorizadoPor?.message}
        hint="Por ejemplo: «Jorge Pardo por citófono»."
        className="sm:col-span-2"
      >
        <Input {...form.register('autorizadoPor')} maxLength={120} required className={CAMPO_GRANDE} />
      </Field>
      <FormError error={form.failure} className="sm:col-span-2" />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          Registrar visitante
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

function Esperados({ phId }: { phId: string }) {
  const enLinea = useEnLinea();
  const { query: hoy, guardados } = useEsperadosHoy(phId);
  // Offline, the list read last (in memory or saved on the device) stays readable, with its time.
  const actualizado = hoy.data ? new Date(hoy.dataUpdatedAt).toISOString() : guardados?.guardadoEn;
  return (
    <section aria-labelledby="esperados-hoy" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="esperados-hoy" className="text-lg font-semibold">
          Visitantes esperados hoy
        </h3>
        {!enLinea && actualizado ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="esperados-actualizado">
            Actualizado a las {formatHoraCorta(actualizado)}
          </p>
        ) : null}
      </div>
      {!hoy.data && guardados ? (
        <ListaEsperados autorizaciones={guardados.autorizaciones} />
      ) : !hoy.data && !enLinea ? (
        <EmptyState
          title="Sin conexión"
          description="Este equipo no tiene guardada la lista de hoy: se mostrará cuando vuelva la conexión."
        />
      ) : (
        <QueryView
          query={hoy}
          failure="No fue posible cargar los visitantes esperados"
          isEmpty={(d) => d.autorizaciones.length === 0}
          empty={
            <EmptyState
              title="Nadie anunciado para hoy"
              description="Las autorizaciones que creen los residentes aparecerán aquí."
            />
          }
        >
          {(d) => <ListaEsperados autorizaciones={d.autorizaciones} />}
        </QueryView>
      )}
    </section>
  );
}

function ListaEsperados({ autorizaciones }: { autorizaciones: AutorizacionOutput[] }) {
  if (autorizaciones.length === 0) return <EmptyState title="Nadie anunciado para hoy" />;
  return (
    <ul className="space-y-2" aria-label="Visitantes esperados hoy">
      {autorizaciones.map((a) => (
        <Row key={a.id} testId="esperado" actions={<EstadoAutorizacion estado={a.estado} />}>
          <p className="font-medium break-words">
            {a.nombreVisitante} <span className="text-slate-600 dark:text-slate-400">→ {unidadTexto(a.unidad)}</span>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {[
              a.placa && `Placa ${a.placa}`,
              `Hasta ${formatHora(a.hasta)}`,
              a.usos > 1 ? `${a.usosRestantes} de ${a.usos} ingresos disponibles` : null,
              `Autorizó ${a.creadoPor}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </Row>
      ))}
    </ul>
  );
}

function Registro({ phId, puedeRegistrar }: { phId: string; puedeRegistrar: boolean }) {
  const trpc = useTRPC();
  const [q, setQ] = useState('');
  const [adentro, setAdentro] = useState(false);
  const accesos = useQuery(
    trpc.porteria.accesos.list.queryOptions({
      id: phId,
      q: q.trim() || undefined,
      adentro: adentro ? 'true' : undefined,
      pageSize: 50,
    }),
  );
  const salida = useRegistrarSalida();
  const marcarSalida = async (id: string) => {
    try {
      await salida.mutateAsync({ id });
      toast.success('Salida registrada');
    } catch {
      toast.error('No fue posible registrar la salida');
    }
  };
  return (
    <section aria-labelledby="registro-visitas" className="space-y-3">
      <h3 id="registro-visitas" className="text-lg font-semibold">
        Registro de visitantes
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label="Buscar por nombre, placa o unidad" className="flex-1">
          <Input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Ej.: Gómez, ABC123 o 1-101"
            className={CAMPO_GRANDE}
          />
        </Field>
        <label className="flex h-12 items-center gap-2 text-sm">
          <input type="checkbox" checked={adentro} onChange={(e) => setAdentro(e.target.checked)} className="h-5 w-5" />
          Solo los que están adentro
        </label>
      </div>
      <QueryView
        query={accesos}
        failure="No fue posible cargar el registro de visitantes"
        isEmpty={(d) => d.accesos.length === 0}
        empty={
          <EmptyState
            title={q ? 'Sin resultados' : 'Sin visitantes registrados'}
            description={q ? 'Prueba con otro nombre, placa o unidad.' : undefined}
          />
        }
      >
        {(d) => (
          <ul className="space-y-2" aria-label="Registro de visitantes">
            {d.accesos.map((a) => (
              <Row
                key={a.id}
                testId="acceso"
                actions={
                  accionesAcceso(a, { registrar: puedeRegistrar }).includes('registrarSalida') ? (
                    <Button size="lg" variant="outline" onClick={() => void marcarSalida(a.id)} disabled={salida.isPending}>
                      Marcar salida
                    </Button>
                  ) : null
                }
              >
                <AccesoResumen acceso={a} />
              </Row>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
