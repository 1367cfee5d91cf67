// The administration's PQRS inbox (Administrativo → PQRS, issue 16): indicators, filters, due-date
// chips, and the detail to comment, answer and move the estado. The consejo reads it without acting.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';

import {
  PQRS_ESTADO_LABELS,
  PQRS_ESTADOS,
  PQRS_TIPO_LABELS,
  PQRS_TIPOS,
  type PqrsEstado,
  type PqrsTipo,
} from '@horizonte/contracts';

import { formatPercent } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Card } from '../ui/card.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { Pager } from '../ui/pager.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { PqrsItem } from './pqrs-shared.tsx';

export function BandejaPqrs({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const [estado, setEstado] = useState<PqrsEstado | ''>('');
  const [tipo, setTipo] = useState<PqrsTipo | ''>('');
  const [vencidas, setVencidas] = useState(false);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  // The new-PQRS mail links to `?pqrs={id}`: that one opens first.
  const enlazada = useSearch({
    strict: false,
    select: (search: Record<string, unknown>) => (typeof search.pqrs === 'string' ? search.pqrs : null),
  });
  const [abierta, setAbierta] = useState<string | null>(enlazada);
  const input = {
    id: phId,
    page,
    pageSize: 20,
    ...(estado ? { estado } : {}),
    ...(tipo ? { tipo } : {}),
    ...(vencidas ? { vencidas: 'true' as const } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
  };
  const list = useQuery({ ...trpc.pqrs.list.queryOptions(input), placeholderData: keepPreviousData });
  const indicadores = useQuery({ ...trpc.pqrs.indicadores.queryOptions({ id: phId }), retry: false });
  const ind = indicadores.data?.indicadores;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      {ind ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="pqrs-indicadores">
          <Indicador label="Abiertas" value={String(ind.abiertas)} />
          <Indicador label="Vencidas" value={String(ind.vencidas)} alert={ind.vencidas > 0} />
          <Indicador
            label="Días hábiles promedio de respuesta"
            value={ind.promedioDiasRespuesta === null ? '—' : ind.promedioDiasRespuesta.toLocaleString('es-CO')}
          />
          <Indicador
            label="Respondidas en término"
            value={ind.porcentajeEnTermino === null ? '—' : formatPercent(ind.porcentajeEnTermino)}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-2" role="search" aria-label="Filtrar PQRS">
        <NativeSelect
          aria-label="Estado"
          className="w-48"
          value={estado}
          onChange={(e) => (setEstado(e.target.value as PqrsEstado | ''), setPage(1))}
        >
          <option value="">Todos los estados</option>
          {PQRS_ESTADOS.map((s) => (
            <option key={s} value={s}>
              {PQRS_ESTADO_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Tipo"
          className="w-40"
          value={tipo}
          onChange={(e) => (setTipo(e.target.value as PqrsTipo | ''), setPage(1))}
        >
          <option value="">Todos los tipos</option>
          {PQRS_TIPOS.map((t) => (
            <option key={t} value={t}>
              {PQRS_TIPO_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={vencidas} onChange={(e) => (setVencidas(e.target.checked), setPage(1))} /> Solo vencidas
        </label>
        <Input
          aria-label="Buscar PQRS"
          placeholder="Buscar por radicado, asunto o persona"
          className="w-64"
          value={q}
          onChange={(e) => (setQ(e.target.value), setPage(1))}
        />
      </div>
      <QueryView
        query={list}
        failure="No fue posible cargar las PQRS"
        rows={5}
        isEmpty={(data) => data.pqrs.length === 0}
        empty={
          <EmptyState
            title="Sin PQRS"
            description={
              estado || tipo || vencidas || q
                ? 'Ninguna PQRS coincide con el filtro.'
                : 'Las peticiones, quejas y reclamos que radiquen residentes y propietarios llegarán aquí, con su plazo legal.'
            }
          />
        }
      >
        {(data) => (
          <ul className="space-y-2" aria-label="Bandeja de PQRS">
            {data.pqrs.map((p) => (
              <PqrsItem
                key={p.id}
                pqrs={p}
                abierta={abierta === p.id}
                onToggle={() => setAbierta(abierta === p.id ? null : p.id)}
                modo={canManage ? 'staff' : 'lectura'}
                testId="bandeja-pqrs-item"
                conSolicitante
              />
            ))}
          </ul>
        )}
      </QueryView>
      <Pager page={page} pages={pages} onPage={setPage} label="Paginación de PQRS" />
    </div>
  );
}

function Indicador({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <Card className="p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</p>
      <p className={`mt-1 text-xl font-semibold ${alert ? 'text-red-700 dark:text-red-400' : ''}`}>{value}</p>
    </Card>
  );
}
