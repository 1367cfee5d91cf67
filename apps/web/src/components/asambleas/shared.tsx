// Pieces both Asambleas screens share: the estado chip, the rule chips a punto gets, dates in Bogotá,
// the quórum gauge, the result bars of a punto and the acta's PDF download.
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';

import {
  ASAMBLEA_ESTADO_LABELS,
  bogotaDate,
  faseDeAsamblea,
  reglaDeQuorum,
  type AsambleaEstado,
  type AsambleaOutput,
  type PuntoOutput,
} from '@horizonte/contracts';

import { intervaloEnVivo } from '../../data/asambleas-eventos.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { downloadFrom } from '../../lib/api-fetch.ts';
import { formatPercent } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

/** While a meeting runs, screens poll every 2.5 s; every 15 s while the tab has the event stream open. */
export const EN_VIVO_MS = 2_500;

const ESTADO_TONO: Record<AsambleaEstado, 'green' | 'yellow' | 'red' | 'slate' | 'blue'> = {
  borrador: 'slate',
  convocada: 'blue',
  en_curso: 'yellow',
  cerrada: 'slate',
  acta_publicada: 'green',
  firme: 'green',
  sin_quorum: 'red',
  cancelada: 'red',
};

export function EstadoAsamblea({ estado }: { estado: AsambleaEstado }) {
  return <Badge tone={ESTADO_TONO[estado]}>{ASAMBLEA_ESTADO_LABELS[estado]}</Badge>;
}

export const TIPO_LABEL = { ordinaria: 'Ordinaria', extraordinaria: 'Extraordinaria' } as const;
export const MODALIDAD_LABEL = {
  presencial: 'Presencial',
  no_presencial: 'No presencial (art. 42)',
  escrita: 'Decisión por escrito (art. 43)',
} as const;
export const OPCION_LABEL = { si: 'Sí', no: 'No', abstencion: 'Abstención' } as const;

/**
 * The weight a punto's votes take, as the API stores it: by coeficiente when it has economic content,
 * needs the art. 46 majority or the complex is not residential; otherwise one vote per unit (C-522/02).
 */
export function ponderacionDe(
  p: { contenidoEconomico: boolean; mayoria: 'simple' | 'calificada_70' },
  usoResidencial = true,
): 'coeficiente' | 'unidad' {
  return p.contenidoEconomico || p.mayoria === 'calificada_70' || !usoResidencial ? 'coeficiente' : 'unidad';
}

/** «coeficiente»/«unidad» and «mayoría simple»/«70 % de los coeficientes», the rule each punto gets. */
export function ReglaChips({ punto }: { punto: Pick<PuntoOutput, 'tipo' | 'ponderacion' | 'mayoria'> }) {
  if (punto.tipo === 'informativo') return <Badge tone="slate">Informativo</Badge>;
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone="blue">{punto.ponderacion === 'coeficiente' ? 'coeficiente' : 'unidad'}</Badge>
      <Badge tone={punto.mayoria === 'calificada_70' ? 'yellow' : 'slate'}>
        {punto.mayoria === 'calificada_70' ? '70 % de los coeficientes' : 'mayoría simple'}
      </Badge>
    </span>
  );
}

const fechaHora = new Intl.DateTimeFormat('es-CO', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Bogota' });
const fecha = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** «Martes, 16 de marzo de 2027, 7:00 p. m.» in Bogotá. */
export const fechaHoraTexto = (iso: string): string => capital(fechaHora.format(new Date(iso)));
/**
 * The second call the convocatoria will carry (art. 41: the third business day after the meeting at
 * 8 p.m., holidays included): the one already set, else the legal one; null while the date is incomplete
 * (or outside the holiday calendar) and until the calendar has loaded. The calendar is a chunk of its own,
 * fetched only here, so no other screen downloads Colombia's holidays.
 */
export function useSegundaConvocatoriaPrevista(fechaHora: string | null, fijada?: string | null): string | null {
  const calendario = useQuery({
    queryKey: ['calendario-festivos'],
    queryFn: () => import('@horizonte/contracts/calendar'),
    enabled: !fijada && fechaHora !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  }).data;
  if (fijada) return fijada;
  const reunion = fechaHora === null ? null : new Date(fechaHora);
  if (!calendario || !reunion || Number.isNaN(reunion.getTime())) return null;
  try {
    return calendario.fechaSegundaConvocatoria(reunion).toISOString();
  } catch {
    return null;
  }
}
/** A civil date `AAAA-MM-DD` as «16 de marzo de 2027». */
export const fechaTexto = (civil: string): string => fecha.format(new Date(`${civil}T00:00:00Z`));

/** Calendar days between two civil dates (`AAAA-MM-DD`). */
export const diasEntre = (desde: string, hasta: string): number =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);

export function useQuorum(asamblea: AsambleaOutput) {
  const trpc = useTRPC();
  const { enSesion: vivo, padron } = faseDeAsamblea(asamblea.estado);
  return useQuery({
    ...trpc.asambleas.quorum.get.queryOptions({ id: asamblea.id }),
    enabled: padron,
    refetchInterval: vivo ? () => intervaloEnVivo(EN_VIVO_MS) : false,
  });
}

function Barra({
  label,
  valor,
  total,
  umbral,
  texto,
}: {
  label: string;
  valor: number;
  total: number;
  umbral?: number;
  texto: string;
}) {
  const ancho = total > 0 ? Math.min(100, (valor / total) * 100) : 0;
  return (
    <div>
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums">{texto}</span>
      </div>
      <div
        className="relative mt-1 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={valor}
      >
        <div className="h-full rounded-full bg-blue-600" style={{ width: `${ancho}%` }} />
        {umbral !== undefined ? (
          <div className="absolute inset-y-0 w-0.5 bg-slate-900 dark:bg-white" style={{ left: `${umbral}%` }} aria-hidden />
        ) : null}
      </div>
    </div>
  );
}

/** Quórum in both units the law reads: coeficientes (> 50 % on a first call) and units (≥ 2), art. 45. */
export function QuorumGauge({
  quorum,
}: {
  quorum: {
    coeficientePresente: number;
    unidadesPresentes: number;
    coeficienteTotal: number;
    unidadesTotales: number;
    hayQuorum: boolean;
    convocatoria?: 'primera' | 'segunda';
  };
}) {
  const segunda = quorum.convocatoria === 'segunda';
  return (
    <div className="space-y-3" role="group" aria-label="Quórum">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">Quórum</h3>
        <Badge tone={quorum.hayQuorum ? 'green' : 'red'}>{quorum.hayQuorum ? 'Hay quórum' : 'Sin quórum'}</Badge>
      </div>
      <Barra
        label="Coeficiente presente"
        valor={quorum.coeficientePresente}
        total={quorum.coeficienteTotal}
        umbral={segunda ? undefined : 50}
        texto={`${formatPercent(quorum.coeficientePresente)} de ${formatPercent(quorum.coeficienteTotal)}`}
      />
      <Barra
        label="Unidades presentes"
        valor={quorum.unidadesPresentes}
        total={quorum.unidadesTotales}
        texto={`${quorum.unidadesPresentes} de ${quorum.unidadesTotales}`}
      />
      <p className="text-xs text-slate-600 dark:text-slate-400">{reglaDeQuorum(segunda)}</p>
    </div>
  );
}

/** The live (or final) tallies of a punto: yes/no/abstention bars over its base. */
export function Resultados({ puntoId, vivo }: { puntoId: string; vivo: boolean }) {
  const trpc = useTRPC();
  const q = useQuery({
    ...trpc.asambleas.resultados.get.queryOptions({ id: puntoId }),
    refetchInterval: vivo ? () => intervaloEnVivo(EN_VIVO_MS) : false,
  });
  if (q.isLoading) return <p className="text-sm text-slate-600 dark:text-slate-400">Cargando resultados…</p>;
  if (q.isError || !q.data)
    return (
      <p className="text-sm text-red-700 dark:text-red-400">{errorMessage(q.error, 'No fue posible cargar los resultados')}</p>
    );
  const r = q.data.resultado;
  const coef = r.ponderacion === 'coeficiente';
  const valor = (n: number) => (coef ? formatPercent(n) : `${n} ${n === 1 ? 'unidad' : 'unidades'}`);
  return (
    <div className="space-y-2" role="group" aria-label="Resultados" data-testid={`resultados-${puntoId}`}>
      {(['si', 'no', 'abstencion'] as const).map((o) => (
        <Barra key={o} label={OPCION_LABEL[o]} valor={r.votos[o]} total={r.base} texto={valor(r.votos[o])} />
      ))}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Base: {valor(r.base)} ({r.baseTipo === 'total' ? 'todos los coeficientes' : 'presentes'}) · Sí:{' '}
        {formatPercent(r.porcentajeSi)}
      </p>
      {r.aprobado === null ? (
        <Badge tone="yellow">Votación abierta</Badge>
      ) : (
        <Badge tone={r.aprobado ? 'green' : 'red'}>{r.aprobado ? 'Aprobado' : 'No aprobado'}</Badge>
      )}
    </div>
  );
}

export function DescargarActa({ asamblea }: { asamblea: Pick<AsambleaOutput, 'id' | 'titulo' | 'acta'> }) {
  const publicada = asamblea.acta.publicadaEn !== null;
  const descargar = () =>
    downloadFrom(
      `/asambleas/${asamblea.id}/acta.pdf`,
      `acta-${asamblea.titulo.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
    ).catch((err: unknown) => toast.error(errorMessage(err, 'No fue posible descargar el acta')));
  return (
    <Button variant="outline" size="sm" onClick={descargar}>
      <Download className="h-4 w-4" aria-hidden /> {publicada ? 'Descargar acta (PDF)' : 'Descargar borrador del acta (PDF)'}
    </Button>
  );
}

/** Art. 47 and 49: when the acta was due, until when it can be challenged, and when it is firme. */
export function PlazosActa({ asamblea }: { asamblea: AsambleaOutput }) {
  const { acta } = asamblea;
  if (!acta.publicadaEn) return null;
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-slate-600 dark:text-slate-400">Publicada</dt>
        <dd>
          {fechaTexto(bogotaDate(acta.publicadaEn))}
          {acta.fueraDeTermino ? <Badge tone="red">Fuera de término</Badge> : null}
        </dd>
      </div>
      {acta.plazoPublicacion ? (
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Plazo de publicación</dt>
          <dd>{fechaTexto(acta.plazoPublicacion)}</dd>
        </div>
      ) : null}
      {acta.impugnableHasta ? (
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Impugnable hasta</dt>
          <dd>
            {fechaTexto(acta.impugnableHasta)}{' '}
            {faseDeAsamblea(asamblea.estado).firme ? (
              <Badge tone="green">En firme</Badge>
            ) : acta.impugnada ? (
              <Badge tone="red">Impugnada</Badge>
            ) : (
              <span className="text-xs text-slate-600 dark:text-slate-400">(queda en firme al día siguiente, art. 49)</span>
            )}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** A card with a heading, the frame of every panel. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-4">
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </Card>
  );
}
