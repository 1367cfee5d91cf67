// Gestión de Clientes (issue 33): the complexes as customers — each with its plan, state and start
// date — searchable and paged; sales change a plan or suspend a complex (its data stays, its people
// can only read) from here.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';

import { formatoPrecio, PLAN_ESTADO_LABELS, type Cliente, type PlanEstado } from '@horizonte/contracts';

import { formatDate, formatNumber } from '../../../../lib/format.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { useDebounced } from '../../../properties/use-debounced.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Input } from '../../../ui/input.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { SectionHeader } from '../../../ui/section-header.tsx';
import { EmptyState } from '../../../ui/states.tsx';

const PlanDialog = lazy(() => import('./plan-dialog.tsx').then((m) => ({ default: m.PlanDialog })));

const PAGE_SIZE = 20;

const TONO: Record<PlanEstado, 'green' | 'yellow' | 'red'> = { activa: 'green', prueba: 'yellow', suspendida: 'red' };

export function ClientesSection() {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [page, setPage] = useState(1);
  const [editando, setEditando] = useState<Cliente | null>(null);
  useEffect(() => setPage(1), [q]);
  const clientes = useQuery({
    ...trpc.comercial.clientes.list.queryOptions({ q: q || undefined, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((clientes.data?.total ?? 0) / PAGE_SIZE));
  return (
    <>
      <SectionHeader title="Gestión de Clientes" description="Los conjuntos de la plataforma con su plan y estado." />
      <Card>
        <div className="relative mb-4 w-full sm:max-w-sm">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
          <label htmlFor="buscar-clientes" className="sr-only">
            Buscar conjuntos
          </label>
          <Input
            id="buscar-clientes"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Buscar conjuntos..."
            className="pl-9"
          />
        </div>
        <QueryView
          query={clientes}
          failure="No fue posible cargar los conjuntos"
          isEmpty={(data) => data.clientes.length === 0}
          empty={<EmptyState title={q ? 'No encontramos conjuntos' : 'Aún no hay conjuntos'} />}
        >
          {(data) => (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Conjuntos">
              {data.clientes.map((cliente) => (
                <li
                  key={cliente.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                  data-testid="cliente"
                  data-identificador={cliente.identificador}
                >
                  <div className="min-w-0">
                    <p className="font-medium">{cliente.nombre}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {cliente.identificador} · {cliente.ciudad}
                    </p>
                    {cliente.plan ? (
                      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                        {cliente.plan.nombrePlan} · {formatoPrecio(cliente.plan.precioMensual)}/mes
                        <Badge tone={TONO[cliente.plan.estado]}>{PLAN_ESTADO_LABELS[cliente.plan.estado]}</Badge>
                        <span className="text-xs text-slate-500 dark:text-slate-400">
                          desde {formatDate(`${cliente.plan.inicio}T12:00:00`)}
                        </span>
                      </p>
                    ) : (
                      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Sin plan registrado</p>
                    )}
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditando(cliente)}
                    aria-label={`Cambiar plan de ${cliente.nombre}`}
                  >
                    <SlidersHorizontal className="h-4 w-4" aria-hidden /> Cambiar plan
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {clientes.data ? `${formatNumber(clientes.data.total)} conjuntos` : ''}
        </p>
        <Pager page={page} pages={pages} onPage={setPage} label="Páginas de conjuntos" />
      </Card>
      <Suspense fallback={null}>{editando ? <PlanDialog cliente={editando} onClose={() => setEditando(null)} /> : null}</Suspense>
    </>
  );
}
