// Gestión de Ventas (issue 33): the leads of the landing's contact form, filtered by estado and paged;
// each row moves through the funnel (with a note) or is converted into a complex. What a lead may do
// next comes from the shared policy (siguientesEstadosLead, leadConvertible).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowRightLeft, Building2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import {
  LEAD_ESTADO_LABELS,
  LEAD_ESTADOS,
  leadConvertible,
  siguientesEstadosLead,
  type Lead,
  type LeadEstado,
} from '@horizonte/contracts';

import { formatDate, formatNumber } from '../../../../lib/format.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { NativeSelect } from '../../../ui/input.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { SectionHeader } from '../../../ui/section-header.tsx';
import { EmptyState } from '../../../ui/states.tsx';

const MoverLeadDialog = lazy(() => import('./lead-dialogs.tsx').then((m) => ({ default: m.MoverLeadDialog })));
const ConvertirLeadDialog = lazy(() => import('./lead-dialogs.tsx').then((m) => ({ default: m.ConvertirLeadDialog })));

const PAGE_SIZE = 20;

const TONO: Record<LeadEstado, 'green' | 'yellow' | 'red' | 'slate' | 'blue'> = {
  nuevo: 'blue',
  contactado: 'slate',
  demo: 'yellow',
  prueba: 'yellow',
  cliente: 'green',
  perdido: 'red',
};

export function VentasSection() {
  const trpc = useTRPC();
  const [estado, setEstado] = useState<LeadEstado | ''>('');
  const [page, setPage] = useState(1);
  const [moviendo, setMoviendo] = useState<Lead | null>(null);
  const [convirtiendo, setConvirtiendo] = useState<Lead | null>(null);
  const leads = useQuery({
    ...trpc.comercial.leads.list.queryOptions({ estado: estado || undefined, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((leads.data?.total ?? 0) / PAGE_SIZE));
  return (
    <>
      <SectionHeader
        title="Gestión de Ventas"
        description="Los conjuntos que escribieron desde la página principal y su avance."
      />
      <Card>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <Field label="Estado" className="w-full sm:max-w-xs">
            <NativeSelect
              value={estado}
              onChange={(e) => {
                setEstado(e.target.value as LeadEstado | '');
                setPage(1);
              }}
              data-testid="filtro-estado"
            >
              <option value="">Todos</option>
              {LEAD_ESTADOS.map((e) => (
                <option key={e} value={e}>
                  {LEAD_ESTADO_LABELS[e]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {leads.data ? `${formatNumber(leads.data.total)} ${leads.data.total === 1 ? 'lead' : 'leads'}` : ''}
          </p>
        </div>
        <QueryView
          query={leads}
          failure="No fue posible cargar los leads"
          isEmpty={(data) => data.leads.length === 0}
          empty={
            <EmptyState
              title="No hay leads"
              description="Los conjuntos que escriban desde la página principal aparecerán aquí."
            />
          }
        >
          {(data) => (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Leads">
              {data.leads.map((lead) => (
                <LeadRow key={lead.id} lead={lead} onMover={() => setMoviendo(lead)} onConvertir={() => setConvirtiendo(lead)} />
              ))}
            </ul>
          )}
        </QueryView>
        <Pager page={page} pages={pages} onPage={setPage} label="Páginas de leads" />
      </Card>
      <Suspense fallback={null}>
        {moviendo ? <MoverLeadDialog lead={moviendo} onClose={() => setMoviendo(null)} /> : null}
        {convirtiendo ? <ConvertirLeadDialog lead={convirtiendo} onClose={() => setConvirtiendo(null)} /> : null}
      </Suspense>
    </>
  );
}

function LeadRow({ lead, onMover, onConvertir }: { lead: Lead; onMover(): void; onConvertir(): void }) {
  const puedeMover = siguientesEstadosLead(lead.estado).length > 0;
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="lead"
      data-email={lead.email}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {lead.conjunto}
          <span data-testid="lead-estado">
            <Badge tone={TONO[lead.estado]}>{LEAD_ESTADO_LABELS[lead.estado]}</Badge>
          </span>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {lead.nombre} · {lead.ciudad} · {formatNumber(lead.unidades)} unidades
        </p>
        <p className="text-sm text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">
          {lead.telefono} · {lead.email}
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          Recibido el {formatDate(lead.createdAt)}
          {lead.ultimaNota ? ` · ${lead.ultimaNota}` : ''}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {puedeMover ? (
          <Button size="sm" variant="outline" onClick={onMover} aria-label={`Cambiar estado de ${lead.conjunto}`}>
            <ArrowRightLeft className="h-4 w-4" aria-hidden /> Cambiar estado
          </Button>
        ) : null}
        {leadConvertible(lead.estado) ? (
          <Button size="sm" onClick={onConvertir} aria-label={`Convertir en conjunto: ${lead.conjunto}`}>
            <Building2 className="h-4 w-4" aria-hidden /> Convertir en conjunto
          </Button>
        ) : null}
      </div>
    </li>
  );
}
