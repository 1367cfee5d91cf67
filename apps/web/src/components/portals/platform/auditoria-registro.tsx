// The audit log (issue 33): who did what and when, with the before/after of each change. The platform's
// staff read the whole log (Auditoría); a complex's administration reads its own in Administrativo.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

import { AUDITORIA_MAX_DIAS, formatoFechaHora, type AuditoriaEntrada } from '@horizonte/contracts';

import { errorMessage } from '../../../lib/api-errors.ts';
import { plural } from '../../../lib/format.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useDebounced } from '../../properties/use-debounced.ts';
import { Card } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../../ui/states.tsx';

const PAGE_SIZE = 20;

/** The platform's section (Auditoría). */
export function AuditoriaSection({ section }: { section?: { label: string } }) {
  return (
    <>
      <SectionHeader
        title={section?.label ?? 'Auditoría'}
        description="Quién hizo qué y cuándo en la plataforma, con el antes y el después de cada cambio."
      />
      <AuditoriaRegistro />
    </>
  );
}

/** The log with its filters; with `phId`, only that complex's entries. */
export function AuditoriaRegistro({ phId }: { phId?: string }) {
  const trpc = useTRPC();
  const [persona, setPersona] = useState('');
  const [accion, setAccion] = useState('');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [page, setPage] = useState(1);
  // Debounced as text: a new object on every render would never settle.
  const clave = useDebounced(JSON.stringify([persona.trim(), accion.trim(), desde, hasta]));
  const filtros = useMemo(() => {
    const [p, a, d, h] = JSON.parse(clave) as string[];
    return { persona: p || undefined, accion: a || undefined, desde: d || undefined, hasta: h || undefined };
  }, [clave]);
  useEffect(() => setPage(1), [clave]);

  const input = { ...filtros, page, pageSize: PAGE_SIZE };
  const query = useQuery({
    ...(phId ? trpc.auditoria.conjunto.list.queryOptions({ id: phId, ...input }) : trpc.auditoria.list.queryOptions(input)),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;

  return (
    <Card>
      <form className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()} role="search">
        <Field label="Persona">
          <Input value={persona} onChange={(e) => setPersona(e.target.value)} maxLength={100} placeholder="Nombre o email" />
        </Field>
        <Field label="Acción">
          <Input value={accion} onChange={(e) => setAccion(e.target.value)} maxLength={80} placeholder="Ej.: auth.login" />
        </Field>
        <Field label="Desde">
          <Input type="date" value={desde} onChange={(e) => setDesde(e.target.value)} />
        </Field>
        <Field label="Hasta">
          <Input type="date" value={hasta} onChange={(e) => setHasta(e.target.value)} />
        </Field>
      </form>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400" aria-live="polite" data-testid="auditoria-count">
        {query.data
          ? `${plural(total, 'entrada', 'entradas')} del ${query.data.desde} al ${query.data.hasta} (máximo ${AUDITORIA_MAX_DIAS} días por consulta)`
          : ''}
      </p>
      {query.isLoading ? (
        <TableSkeleton />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error, 'No fue posible cargar el registro de auditoría')} />
      ) : query.data && query.data.entradas.length === 0 ? (
        <EmptyState title="Sin entradas" description="No hay cambios registrados con esos filtros." />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Registro de auditoría">
            {query.data?.entradas.map((e) => (
              <Entrada key={e.id} entrada={e} conConjunto={!phId} />
            ))}
          </ul>
          <Pager page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPage={setPage} label="Páginas de la auditoría" />
        </>
      )}
    </Card>
  );
}

function Entrada({
  entrada: e,
  conConjunto,
}: {
  entrada: Omit<AuditoriaEntrada, 'detalles'> & { detalles?: unknown };
  conConjunto: boolean;
}) {
  const tieneDetalles = e.detalles !== null && e.detalles !== undefined;
  return (
    <li className="py-3 text-sm" data-testid="auditoria-entrada">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <code className="break-all font-semibold">{e.accion}</code>
        <span className="text-slate-600 dark:text-slate-400">{formatoFechaHora(e.en)}</span>
      </div>
      <p className="text-slate-700 dark:text-slate-300">
        {e.actor ? `${e.actor.nombre} (${e.actor.email})` : 'Sin sesión'}
        {conConjunto && e.ph ? ` · ${e.ph.nombre}` : ''}
        {e.ip ? ` · IP ${e.ip}` : ''}
      </p>
      {tieneDetalles ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-blue-700 dark:text-blue-300">Antes y después</summary>
          <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-100 p-2 text-xs dark:bg-slate-800">
            {JSON.stringify(e.detalles, null, 2)}
          </pre>
        </details>
      ) : null}
    </li>
  );
}
