// The platform's measured status (issue 33) for Dashboard Global, Infraestructura and Sistema: what
// GET /api/plataforma/estado measured and derived, polled every 15 s — green, amber and red cards that
// also say their state in words, never a fixed «Operativo».
import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangle,
  CheckCircle2,
  Cpu,
  Database,
  ListTodo,
  MailWarning,
  Server,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';

import {
  ESTADO_SERVICIO_LABELS,
  mayReadPlataformaEstado,
  type EstadoServicio,
  type PlataformaEstado,
} from '@horizonte/contracts';

import { errorMessage, errorStatus } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { Card } from '../../ui/card.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ErrorState } from '../../ui/states.tsx';
import { TableFrame, TableHeader, td } from '../../ui/table.tsx';

const REFRESCO_MS = 15_000;
/** The API answers 503 when its database does not: the platform is down, not the screen. */
const NO_DISPONIBLE = 503;

const TONO: Record<EstadoServicio, { card: string; text: string; icon: LucideIcon }> = {
  operativo: {
    card: 'border-green-600/40 bg-green-50 dark:bg-green-950/40',
    text: 'text-green-800 dark:text-green-200',
    icon: CheckCircle2,
  },
  degradado: {
    card: 'border-amber-500/60 bg-amber-50 dark:bg-amber-950/40',
    text: 'text-amber-900 dark:text-amber-100',
    icon: AlertTriangle,
  },
  caido: { card: 'border-red-600/60 bg-red-50 dark:bg-red-950/40', text: 'text-red-800 dark:text-red-200', icon: XCircle },
};

export function usePlataformaEstado() {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.plataformaEstado.get.queryOptions(), retry: false, refetchInterval: REFRESCO_MS });
  const caida = query.isError && errorStatus(query.error) === NO_DISPONIBLE;
  return { query, caida };
}

function EstadoCard({
  titulo,
  estado,
  icon: Icon,
  valor,
  detalle,
  testId,
}: {
  titulo: string;
  estado: EstadoServicio;
  icon: LucideIcon;
  valor: ReactNode;
  detalle?: ReactNode;
  testId: string;
}) {
  const tono = TONO[estado];
  const EstadoIcon = tono.icon;
  return (
    <Card className={cn('min-w-0 border-2 p-4', tono.card)} data-testid={testId} data-estado={estado}>
      <div className="flex items-start justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          <Icon className="h-4 w-4" aria-hidden /> {titulo}
        </p>
        <span className={cn('inline-flex items-center gap-1 text-xs font-semibold', tono.text)} data-testid={`${testId}-estado`}>
          <EstadoIcon className="h-4 w-4" aria-hidden /> {ESTADO_SERVICIO_LABELS[estado]}
        </span>
      </div>
      <p className="mt-1 text-lg font-bold [overflow-wrap:anywhere] sm:text-xl">{valor}</p>
      {detalle ? <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">{detalle}</p> : null}
    </Card>
  );
}

const cuenta = (n: number | null) => (n === null ? '—' : formatNumber(n));

function Cards({ e }: { e: Omit<PlataformaEstado, 'success'> }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <EstadoCard
        titulo="Base de datos"
        estado={e.baseDeDatos.estado}
        icon={Database}
        valor={e.baseDeDatos.disponible ? 'Responde' : 'No responde'}
        detalle={
          e.baseDeDatos.latenciaMs === null ? undefined : `Latencia: ${e.baseDeDatos.latenciaMs.toLocaleString('es-CO')} ms`
        }
        testId="estado-base-de-datos"
      />
      <EstadoCard
        titulo="Cola de trabajos"
        estado={e.cola.estado}
        icon={ListTodo}
        valor={`${cuenta(e.cola.pendientes)} pendientes`}
        detalle={
          <>
            {e.cola.minutosMasAntiguo === null
              ? 'Ninguno en espera'
              : `El más antiguo espera hace ${formatNumber(e.cola.minutosMasAntiguo)} min`}
            {` · ${cuenta(e.cola.fallidos24h)} fallidos (24 h)`}
          </>
        }
        testId="estado-cola"
      />
      <EstadoCard
        titulo="Correos"
        estado={e.correos.estado}
        icon={MailWarning}
        valor={`${cuenta(e.correos.fallidos24h)} fallidos (24 h)`}
        detalle={`${cuenta(e.correos.reintentando)} por reintentar`}
        testId="estado-correos"
      />
      <EstadoCard
        titulo="Procesos de la API"
        estado={e.procesos.estado}
        icon={Cpu}
        valor={`${cuenta(e.procesos.vivos)} activos`}
        detalle={`Versión ${e.version}`}
        testId="estado-procesos"
      />
    </div>
  );
}

/** The overall state, its reasons and the four parts: the body of every status screen. */
export function EstadoPlataforma({ conProcesos = false }: { conProcesos?: boolean }) {
  const { query, caida } = usePlataformaEstado();
  if (query.isLoading) return <Skeleton className="h-40 w-full" />;
  if (query.isError && !caida)
    return <ErrorState message={errorMessage(query.error, 'No fue posible consultar el estado de la plataforma')} />;
  const e = query.data;
  const estado: EstadoServicio = e ? e.estado : 'caido';
  const tono = TONO[estado];
  const Icon = tono.icon;
  return (
    <div className="space-y-4">
      <Card className={cn('border-2 p-4', tono.card)} data-testid="estado-general" data-estado={estado}>
        <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          <Icon className={cn('h-5 w-5', tono.text)} aria-hidden />
          Estado del Sistema:{' '}
          <span className={tono.text} data-testid="estado-general-valor">
            {ESTADO_SERVICIO_LABELS[estado]}
          </span>
        </h3>
        {e ? (
          e.motivos.length ? (
            <ul className="mt-2 list-disc pl-5 text-sm" aria-label="Motivos">
              {e.motivos.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              Todos los servicios responden dentro de lo esperado.
            </p>
          )
        ) : (
          <p className="mt-2 text-sm">La plataforma no responde: la base de datos no está disponible.</p>
        )}
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
          {e
            ? `Medido el ${formatDate(e.medidoEl)} a las ${new Date(e.medidoEl).toLocaleTimeString('es-CO')}; se actualiza cada 15 segundos.`
            : null}
        </p>
      </Card>
      {e ? <Cards e={e} /> : null}
      {e && conProcesos ? <Procesos lista={e.procesos.lista} /> : null}
    </div>
  );
}

function Procesos({ lista }: { lista: PlataformaEstado['procesos']['lista'] }) {
  return (
    <Card>
      <h3 className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Server className="h-5 w-5" aria-hidden /> Procesos (según sus latidos)
      </h3>
      <TableFrame label="Procesos de la API">
        <TableHeader columns={['Servidor', 'PID', 'Versión', 'Iniciado', 'Último latido', 'Estado']} />
        <tbody>
          {lista.map((p) => (
            <tr key={p.id}>
              <td className={`${td} font-medium`}>{p.host}</td>
              <td className={td}>{p.pid}</td>
              <td className={td}>{p.version}</td>
              <td className={td}>{new Date(p.iniciadoEl).toLocaleString('es-CO')}</td>
              <td className={td}>{new Date(p.ultimoLatidoEl).toLocaleString('es-CO')}</td>
              <td className={td}>{p.vivo ? 'Activo' : 'Sin latidos'}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </Card>
  );
}

/** Soporte's «Sistema». */
export function SistemaPlataforma() {
  return (
    <>
      <SectionHeader
        title="Sistema"
        description="Estado medido de la plataforma: base de datos, cola de trabajos, correos y procesos."
      />
      <EstadoPlataforma conProcesos />
    </>
  );
}

/** The super administrator's «Infraestructura». */
export function InfraestructuraPlataforma() {
  return (
    <>
      <SectionHeader
        title="Infraestructura"
        description="Servidores de la API según sus latidos, base de datos y cola de trabajos."
      />
      <EstadoPlataforma conProcesos />
    </>
  );
}

/** Dashboard Global's card: the measured status for the operating staff; sales staff do not read it. */
export function EstadoResumen() {
  const { user } = useSession();
  if (!mayReadPlataformaEstado(user?.superUserRole ?? null)) return null;
  return <EstadoPlataforma />;
}
