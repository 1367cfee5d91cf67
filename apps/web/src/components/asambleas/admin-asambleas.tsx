// Asambleas for the administration (issue 18): the list with its estados, a new draft, and one asamblea
// in tabs — convocatoria, padrón, poderes, mesa y quórum, votación, acta. The consejo reads it all.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { faseDeAsamblea, type AsambleaOutput } from '@horizonte/contracts';

import { intervaloEnVivo, useAsambleaEventos } from '../../data/asambleas-eventos.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState, TableSkeleton } from '../ui/states.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';
import { ProyectarButton } from './proyectar-button.tsx';
import { EN_VIVO_MS, EstadoAsamblea, fechaHoraTexto, MODALIDAD_LABEL, TIPO_LABEL } from './shared.tsx';

// The draft form and each tab of an asamblea (their forms, react-hook-form and zod) load when opened,
// not with the list (issue 27: ≤ 150 KB gz per route).
const NuevaAsamblea = lazy(() => import('./nueva-asamblea.tsx').then((m) => ({ default: m.NuevaAsamblea })));
const ConvocatoriaPanel = lazy(() => import('./convocatoria-panel.tsx').then((m) => ({ default: m.ConvocatoriaPanel })));
const PadronPanel = lazy(() => import('./convocatoria-panel.tsx').then((m) => ({ default: m.PadronPanel })));
const PoderesPanel = lazy(() => import('./poderes-panel.tsx').then((m) => ({ default: m.PoderesPanel })));
const SecretarioAsamblea = lazy(() => import('./secretario-panel.tsx').then((m) => ({ default: m.SecretarioAsamblea })));
const MesaPanel = lazy(() => import('./sesion-panels.tsx').then((m) => ({ default: m.MesaPanel })));
const VotacionPanel = lazy(() => import('./sesion-panels.tsx').then((m) => ({ default: m.VotacionPanel })));
const ActaPanel = lazy(() => import('./acta-panel.tsx').then((m) => ({ default: m.ActaPanel })));

export function AdminAsambleas() {
  const { ph, capabilities } = useComplexPortal();
  const trpc = useTRPC();
  const manage = capabilities.community.manage;
  const list = useQuery(trpc.asambleas.list.queryOptions({ id: ph.id, pageSize: 50 }));
  const [creando, setCreando] = useState(false);
  const [abiertaId, setAbiertaId] = useState<string | null>(null);

  if (abiertaId) return <AsambleaDetalle id={abiertaId} onBack={() => setAbiertaId(null)} />;
  return (
    <>
      <SectionHeader
        title="Asambleas"
        description={
          manage
            ? 'Convoca, instala y conduce las asambleas de copropietarios; publica sus actas.'
            : 'Consulta las asambleas del conjunto, su quórum, votaciones y actas.'
        }
        actions={
          manage && !creando ? (
            <Button onClick={() => setCreando(true)}>
              <Plus className="h-4 w-4" aria-hidden /> Nueva asamblea
            </Button>
          ) : null
        }
      />
      {creando ? (
        <div className="mb-6">
          <Suspense fallback={<TableSkeleton rows={2} />}>
            <NuevaAsamblea onCancel={() => setCreando(false)} onCreated={(a) => (setCreando(false), setAbiertaId(a.id))} />
          </Suspense>
        </div>
      ) : null}
      <QueryView
        query={list}
        failure="No fue posible cargar las asambleas"
        isEmpty={(d) => d.asambleas.length === 0}
        empty={
          <EmptyState
            title="Aún no hay asambleas"
            description={manage ? 'Crea la primera con «Nueva asamblea».' : 'La administración aún no ha convocado asambleas.'}
          />
        }
      >
        {(data) => (
          <ul className="space-y-3" aria-label="Asambleas">
            {data.asambleas.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  onClick={() => setAbiertaId(a.id)}
                  className="w-full rounded-xl border border-slate-200 bg-white p-4 text-left hover:border-blue-400 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-800 dark:bg-slate-900"
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold">{a.titulo}</span>
                    <EstadoAsamblea estado={a.estado} />
                  </span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                    {TIPO_LABEL[a.tipo]} · {MODALIDAD_LABEL[a.modalidad]} · {fechaHoraTexto(a.fechaHora)}
                    {a.convocatoria === 'segunda' ? ' · segunda convocatoria' : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

/** The meeting is running: the detail polls and listens to the event stream. */
const enCurso = (asamblea: AsambleaOutput | undefined) => (asamblea ? faseDeAsamblea(asamblea.estado).enCurso : false);

function AsambleaDetalle({ id, onBack }: { id: string; onBack(): void }) {
  const trpc = useTRPC();
  const [tab, setTab] = useState('convocatoria');
  const q = useQuery({
    ...trpc.asambleas.get.queryOptions({ id }),
    refetchInterval: (query) => (enCurso(query.state.data?.asamblea) ? intervaloEnVivo(EN_VIVO_MS) : false),
  });
  // While the meeting runs the event stream refreshes every figure; polling is the fallback.
  useAsambleaEventos(id, enCurso(q.data?.asamblea));
  return (
    <>
      <Button variant="ghost" size="sm" onClick={onBack} className="mb-3">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Todas las asambleas
      </Button>
      <QueryView query={q} failure="No fue posible cargar la asamblea">
        {({ asamblea }) => (
          <>
            <SectionHeader
              title={asamblea.titulo}
              description={`${TIPO_LABEL[asamblea.tipo]} · ${MODALIDAD_LABEL[asamblea.modalidad]} · ${fechaHoraTexto(asamblea.fechaHora)}`}
              actions={
                <span className="flex flex-wrap items-center gap-2">
                  <EstadoAsamblea estado={asamblea.estado} />
                  <ProyectarButton asambleaId={asamblea.id} />
                </span>
              }
            />
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList aria-label="Secciones de la asamblea">
                <TabsTrigger value="convocatoria">Convocatoria</TabsTrigger>
                <TabsTrigger value="padron">Padrón</TabsTrigger>
                <TabsTrigger value="poderes">Poderes</TabsTrigger>
                <TabsTrigger value="mesa">Mesa y quórum</TabsTrigger>
                <TabsTrigger value="votacion">Votación</TabsTrigger>
                <TabsTrigger value="acta">Acta</TabsTrigger>
              </TabsList>
              {/* Below the tab list, so the list (and the focused tab) stays while a panel loads. */}
              <Suspense fallback={<TableSkeleton />}>
                <TabsContent value="convocatoria">
                  <ConvocatoriaPanel asamblea={asamblea} />
                </TabsContent>
                <TabsContent value="padron">
                  <PadronPanel asamblea={asamblea} />
                </TabsContent>
                <TabsContent value="poderes">
                  <PoderesPanel asamblea={asamblea} />
                </TabsContent>
                <TabsContent value="mesa">
                  <div className="space-y-4">
                    <SecretarioAsamblea asamblea={asamblea} />
                    <MesaPanel asamblea={asamblea} />
                  </div>
                </TabsContent>
                <TabsContent value="votacion">
                  <VotacionPanel asamblea={asamblea} />
                </TabsContent>
                <TabsContent value="acta">
                  <ActaPanel asamblea={asamblea} />
                </TabsContent>
              </Suspense>
            </Tabs>
          </>
        )}
      </QueryView>
    </>
  );
}
