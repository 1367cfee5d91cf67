// Portería for owners and residents: authorise a visitor (the QR and the code to share), list and
// revoke my authorisations, my units' packages and recent visits. Only the caller's units are shown.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';

import { useAutorizarVisitante, useRevocarAutorizacion } from '../../data/porteria.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { UnidadOptions } from '../community/unidad-options.tsx';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState } from '../ui/states.tsx';
import { AccesoResumen, EstadoAutorizacion, formatHora, PaqueteResumen, Row, unidadTexto } from './porteria-shared.tsx';

interface Creada {
  codigo: string;
  qr: string;
  nombreVisitante: string;
  hasta: string;
}

/** A `datetime-local` value for an instant, in the browser's time. */
const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export function MiPorteria() {
  const { ph } = useComplexPortal();
  const [nueva, setNueva] = useState(false);
  const [creada, setCreada] = useState<Creada | null>(null);
  return (
    <>
      <SectionHeader
        title="Portería"
        description="Autoriza a tus visitantes con un código de un solo uso y consulta tus paquetes."
        actions={nueva ? undefined : <Button onClick={() => (setNueva(true), setCreada(null))}>Autorizar visitante</Button>}
      />
      {nueva ? <AutorizarVisitante phId={ph.id} onDone={(c) => (setNueva(false), setCreada(c ?? null))} /> : null}
      {creada ? <CodigoCreado creada={creada} onClose={() => setCreada(null)} /> : null}
      <div className="space-y-8">
        <MisAutorizaciones phId={ph.id} />
        <MisPaquetes phId={ph.id} />
        <MisVisitas phId={ph.id} />
      </div>
    </>
  );
}

function AutorizarVisitante({ phId, onDone }: { phId: string; onDone(creada?: Creada): void }) {
  const trpc = useTRPC();
  const mine = useQuery(trpc.apartamentos.mine.queryOptions({ id: phId }));
  const autorizar = useAutorizarVisitante();
  const ahora = new Date();
  const finDelDia = new Date(ahora);
  finDelDia.setHours(23, 59, 0, 0);
  const [apartamentoId, setApartamentoId] = useState('');
  const [nombreVisitante, setNombre] = useState('');
  const [documento, setDocumento] = useState('');
  const [placa, setPlaca] = useState('');
  const [desde, setDesde] = useState(local(ahora));
  const [hasta, setHasta] = useState(local(finDelDia));
  const [usos, setUsos] = useState('1');
  const form = useFormAction('No fue posible crear la autorización');
  const unidades = mine.data?.apartamentos ?? [];
  const unidad = apartamentoId || (unidades.length === 1 ? unidades[0]!.id : '');
  const submit = form.submit(async () => {
    const { autorizacion } = await autorizar.mutateAsync({
      id: phId,
      apartamentoId: unidad,
      nombreVisitante,
      documento,
      placa,
      desde: new Date(desde).toISOString(),
      hasta: new Date(hasta).toISOString(),
      usos: Number(usos),
    });
    toast.success('Autorización creada');
    onDone(autorizacion);
  });
  return (
    <Card className="mb-6 p-4">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Autorizar visitante">
        <Field label="Unidad">
          <NativeSelect value={unidad} onChange={(e) => setApartamentoId(e.target.value)} required>
            <option value="">Selecciona tu unidad</option>
            <UnidadOptions unidades={unidades} />
          </NativeSelect>
        </Field>
        <Field label="Nombre del visitante">
          <Input value={nombreVisitante} onChange={(e) => setNombre(e.target.value)} maxLength={120} required />
        </Field>
        <Field label="Documento (opcional)">
          <Input value={documento} onChange={(e) => setDocumento(e.target.value)} maxLength={30} />
        </Field>
        <Field label="Placa (opcional)">
          <Input value={placa} onChange={(e) => setPlaca(e.target.value.toUpperCase())} maxLength={12} />
        </Field>
        <Field label="Desde">
          <Input type="datetime-local" value={desde} onChange={(e) => setDesde(e.target.value)} required />
        </Field>
        <Field label="Hasta">
          <Input type="datetime-local" value={hasta} onChange={(e) => setHasta(e.target.value)} required />
        </Field>
        <Field label="Ingresos permitidos" hint="1: el código sirve una sola vez.">
          <Input type="number" min={1} max={20} value={usos} onChange={(e) => setUsos(e.target.value)} required />
        </Field>
        <p className="self-end text-xs text-slate-600 sm:col-span-2 dark:text-slate-400">
          Los datos del visitante solo los ven la portería y la administración, y se anonimizan pasado el plazo de conservación
          del conjunto (Ley 1581 de 2012).
        </p>
        <FormError error={form.error} className="sm:col-span-2" />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="outline" onClick={() => onDone()}>
            Cancelar
          </Button>
          <Button type="submit" disabled={autorizar.isPending}>
            {autorizar.isPending ? 'Creando…' : 'Crear autorización'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function CodigoCreado({ creada, onClose }: { creada: Creada; onClose(): void }) {
  return (
    <Card className="mb-6 flex flex-col items-center gap-3 p-6 text-center" data-testid="autorizacion-creada">
      <p className="font-semibold">Comparte este código con {creada.nombreVisitante}</p>
      <img src={creada.qr} alt={`Código QR de la autorización ${creada.codigo}`} width={240} height={240} className="h-60 w-60" />
      <p className="font-mono text-3xl font-bold tracking-widest" data-testid="codigo-autorizacion">
        {creada.codigo}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">Vale hasta el {formatHora(creada.hasta)}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Te lo enviamos también por correo; después no se puede volver a mostrar.
      </p>
      <Button variant="outline" onClick={onClose}>
        Listo
      </Button>
    </Card>
  );
}

function MisAutorizaciones({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const lista = useQuery(trpc.porteria.autorizaciones.queryOptions({ id: phId, pageSize: 50 }));
  const revocar = useRevocarAutorizacion();
  const [confirmar, setConfirmar] = useState<string | null>(null);
  const revocarla = async (id: string) => {
    try {
      await revocar.mutateAsync({ id });
      toast.success('Autorización revocada: el código ya no abre');
    } catch {
      toast.error('No fue posible revocar la autorización');
    } finally {
      setConfirmar(null);
    }
  };
  return (
    <section aria-labelledby="mis-autorizaciones" className="space-y-3">
      <h3 id="mis-autorizaciones" className="text-lg font-semibold">
        Mis autorizaciones
      </h3>
      <QueryView
        query={lista}
        failure="No fue posible cargar tus autorizaciones"
        isEmpty={(d) => d.autorizaciones.length === 0}
        empty={
          <EmptyState
            title="No has autorizado visitantes"
            description="Autoriza uno y comparte el código o el QR; en portería lo escanean o lo digitan."
          />
        }
      >
        {(d) => (
          <ul className="space-y-2" aria-label="Mis autorizaciones">
            {d.autorizaciones.map((a) => (
              <Row
                key={a.id}
                testId="mi-autorizacion"
                actions={
                  a.estado !== 'activa' ? (
                    <EstadoAutorizacion estado={a.estado} />
                  ) : confirmar === a.id ? (
                    <>
                      <Button variant="danger" onClick={() => void revocarla(a.id)} disabled={revocar.isPending}>
                        Sí, revocar
                      </Button>
                      <Button variant="outline" onClick={() => setConfirmar(null)}>
                        No
                      </Button>
                    </>
                  ) : (
                    <>
                      <EstadoAutorizacion estado={a.estado} />
                      <Button variant="outline" onClick={() => setConfirmar(a.id)}>
                        Revocar
                      </Button>
                    </>
                  )
                }
              >
                <p className="font-medium break-words">
                  {a.nombreVisitante} <span className="text-slate-600 dark:text-slate-400">→ {unidadTexto(a.unidad)}</span>
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {formatHora(a.desde)} a {formatHora(a.hasta)} · {a.usosRestantes} de {a.usos}{' '}
                  {a.usos === 1 ? 'ingreso' : 'ingresos'} disponibles
                </p>
              </Row>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function MisPaquetes({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const paquetes = useQuery(trpc.porteria.paquetes.queryOptions({ id: phId, pageSize: 50 }));
  return (
    <section aria-labelledby="mis-paquetes" className="space-y-3">
      <h3 id="mis-paquetes" className="text-lg font-semibold">
        Mis paquetes
      </h3>
      <QueryView
        query={paquetes}
        failure="No fue posible cargar tus paquetes"
        isEmpty={(d) => d.paquetes.length === 0}
        empty={<EmptyState title="No tienes paquetes en portería" />}
      >
        {(d) => (
          <ul className="space-y-2" aria-label="Mis paquetes">
            {d.paquetes.map((p) => (
              <Row key={p.id} testId="mi-paquete">
                <PaqueteResumen paquete={p} />
              </Row>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function MisVisitas({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const accesos = useQuery(trpc.porteria.accesos.queryOptions({ id: phId, pageSize: 20 }));
  return (
    <section aria-labelledby="mis-visitas" className="space-y-3">
      <h3 id="mis-visitas" className="text-lg font-semibold">
        Visitas recientes
      </h3>
      <QueryView
        query={accesos}
        failure="No fue posible cargar tus visitas"
        isEmpty={(d) => d.accesos.length === 0}
        empty={<EmptyState title="Sin visitas registradas" />}
      >
        {(d) => (
          <ul className="space-y-2" aria-label="Visitas recientes">
            {d.accesos.map((a) => (
              <Row key={a.id} testId="mi-visita">
                <AccesoResumen acceso={a} />
              </Row>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
