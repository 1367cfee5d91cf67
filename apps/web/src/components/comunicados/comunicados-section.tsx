// Comunicados in every complex portal (issue 16): the list for the caller (pinned first), reading one
// (its sanitised HTML from the server; the read is recorded), and for the administration the composer
// and the read receipts.
import { useQuery } from '@tanstack/react-query';
import { Pin } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';

import type { ComunicadoOutput } from '@horizonte/contracts';

import { useInvalidate } from '../../data/invalidate.ts';
import { formatDate, formatNumber, plural } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState, TableSkeleton } from '../ui/states.tsx';

const NuevoComunicado = lazy(async () => ({ default: (await import('./nuevo-comunicado.tsx')).NuevoComunicado }));

export function ComunicadosSection() {
  const { ph, capabilities } = useComplexPortal();
  const trpc = useTRPC();
  const list = useQuery(trpc.comunicados.list.queryOptions({ id: ph.id, pageSize: 50 }));
  const canPublish = capabilities.community.manage;
  const [abierto, setAbierto] = useState<string | null>(null);
  const [nuevo, setNuevo] = useState(false);
  return (
    <>
      <SectionHeader
        title="Comunicados"
        description={list.data ? `${list.data.noLeidos} sin leer de ${list.data.total}` : ph.nombre}
        actions={canPublish && !nuevo ? <Button onClick={() => setNuevo(true)}>Nuevo comunicado</Button> : undefined}
      />
      {nuevo ? (
        <Suspense fallback={<TableSkeleton rows={3} />}>
          <NuevoComunicado phId={ph.id} onDone={() => setNuevo(false)} />
        </Suspense>
      ) : null}
      <QueryView
        query={list}
        failure="No fue posible cargar los comunicados"
        rows={3}
        isEmpty={(data) => data.comunicados.length === 0}
        empty={
          <EmptyState
            title="Sin comunicados"
            description={
              canPublish
                ? 'Publica el primero: llega al portal de cada persona y, si quieres, a su correo.'
                : 'Los avisos de la administración aparecerán aquí.'
            }
          />
        }
      >
        {(data) => (
          <ul className="space-y-2" aria-label="Comunicados">
            {data.comunicados.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => setAbierto(abierto === c.id ? null : c.id)}
                  aria-expanded={abierto === c.id}
                  data-testid="comunicado"
                  className="flex w-full flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 px-4 py-3 text-left hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
                >
                  <span className="min-w-0">
                    <span className="flex items-center gap-1 font-medium break-words">
                      {c.fijado ? <Pin className="h-4 w-4 shrink-0" aria-label="Fijado" /> : null}
                      {c.titulo}
                    </span>
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      {formatDate(c.createdAt)} · {c.autor.nombre}
                    </span>
                  </span>
                  {c.leido ? null : (
                    <span className="rounded bg-blue-100 px-1.5 text-xs text-blue-800 dark:bg-blue-900 dark:text-blue-100">
                      nuevo
                    </span>
                  )}
                </button>
                {abierto === c.id ? <Lectura comunicado={c} phId={ph.id} canPublish={canPublish} /> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

function Lectura({ comunicado, phId, canPublish }: { comunicado: ComunicadoOutput; phId: string; canPublish: boolean }) {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  // Reading records the lectura; the list and the bell then drop the "nuevo".
  const leido = useQuery({ ...trpc.comunicados.get.queryOptions({ id: comunicado.id }), staleTime: Infinity });
  const registrado = leido.isSuccess && !comunicado.leido;
  useEffect(() => {
    if (registrado) void invalidate(trpc.comunicados.list, trpc.comunicados.notificaciones, trpc.inicio.get);
  }, [registrado, invalidate, trpc]);
  const lecturas = useQuery({ ...trpc.comunicados.lecturas.queryOptions({ id: phId, cid: comunicado.id }), enabled: canPublish });
  return (
    <Card className="mt-2 p-4">
      {/* cuerpoHtml is sanitised by the server (no scripts, handlers or javascript: links). */}
      <div
        className="space-y-2 text-sm [&_a]:text-blue-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 dark:[&_a]:text-blue-400"
        data-testid="comunicado-cuerpo"
        dangerouslySetInnerHTML={{ __html: leido.data?.comunicado.cuerpoHtml ?? comunicado.cuerpoHtml }}
      />
      {lecturas.data ? (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400" data-testid="comunicado-lecturas">
          Leído por {formatNumber(lecturas.data.leidos)} de {plural(lecturas.data.destinatarios, 'destinatario', 'destinatarios')}
        </p>
      ) : null}
    </Card>
  );
}
