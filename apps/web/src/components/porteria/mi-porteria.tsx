// Portería for owners and residents: authorise a visitor (the QR and the code to share), list and
// revoke my authorisations, my units' packages and recent visits. Only the caller's units are shown.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';

import { accionesAutorizacion } from '@horizonte/contracts';

import { useRevocarAutorizacion } from '../../data/porteria.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState, TableSkeleton } from '../ui/states.tsx';
import type { Creada } from './autorizar-visitante.tsx';
import { CompartirCodigo } from './compartir-codigo.tsx';
import { AccesoResumen, EstadoAutorizacion, formatHora, PaqueteResumen, Row, unidadTexto } from './porteria-shared.tsx';

const AutorizarVisitante = lazy(async () => ({ default: (await import('./autorizar-visitante.tsx')).AutorizarVisitante }));

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
      {nueva ? (
        <Suspense fallback={<TableSkeleton rows={3} />}>
          <AutorizarVisitante phId={ph.id} onDone={(c) => (setNueva(false), setCreada(c ?? null))} />
        </Suspense>
      ) : null}
      {creada ? (
        <CodigoCreado
          creada={creada}
          conjunto={ph.nombre}
          url={`${location.origin}/ph/${ph.identificador}`}
          onClose={() => setCreada(null)}
        />
      ) : null}
      <div className="space-y-8">
        <MisAutorizaciones phId={ph.id} />
        <MisPaquetes phId={ph.id} />
        <MisVisitas phId={ph.id} />
      </div>
    </>
  );
}

function CodigoCreado({ creada, conjunto, url, onClose }: { creada: Creada; conjunto: string; url: string; onClose(): void }) {
  return (
    <Card className="mb-6 flex flex-col items-center gap-3 p-6 text-center" data-testid="autorizacion-creada">
      <p className="font-semibold">Comparte este código con {creada.nombreVisitante}</p>
      <img src={creada.qr} alt={`Código QR de la autorización ${creada.codigo}`} width={240} height={240} className="h-60 w-60" />
      <p className="font-mono text-3xl font-bold tracking-widest" data-testid="codigo-autorizacion">
        {creada.codigo}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">Vale hasta el {formatHora(creada.hasta)}</p>
      <CompartirCodigo creada={creada} conjunto={conjunto} url={url} />
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
  const lista = useQuery(trpc.porteria.autorizaciones.list.queryOptions({ id: phId, pageSize: 50 }));
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
                  // Their own authorisations: what the estado allows (the server still checks the permiso).
                  !accionesAutorizacion(a.estado, true).includes('revocar') ? (
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
  const paquetes = useQuery(trpc.porteria.paquetes.list.queryOptions({ id: phId, pageSize: 50 }));
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
  const accesos = useQuery(trpc.porteria.accesos.list.queryOptions({ id: phId, pageSize: 20 }));
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
