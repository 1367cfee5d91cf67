// The projector view (issue 18 «Screens»): what the room's screen shows while the asamblea runs — its
// title, the quórum gauge in coeficiente (against the 50 % of art. 45) and in units, and the open punto
// with its rule and live bars. Full screen, large type, no portal chrome; Escape goes back. While the
// asamblea is convened or running the event stream refreshes it at once; polling is the fallback.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { faseDeAsamblea, puntoEnVotacion, reglaDeQuorum, type AsambleaOutput, type PuntoOutput } from '@horizonte/contracts';

import { intervaloEnVivo, useAsambleaEventos } from '../../data/asambleas-eventos.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatPercent } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { EstadoAsamblea, fechaHoraTexto, OPCION_LABEL } from './shared.tsx';

/** Without the event stream, the room's screen refreshes every 2 s. */
export const PROYECTOR_MS = 2_000;
const enVivo = () => intervaloEnVivo(PROYECTOR_MS);

function Mensaje({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`text-2xl sm:text-4xl ${tone === 'error' ? 'text-red-300' : 'text-slate-300'}`}
    >
      {children}
    </p>
  );
}

function BarraGrande({
  label,
  valor,
  total,
  texto,
  umbral,
  color = 'bg-sky-400',
}: {
  label: string;
  valor: number;
  total: number;
  texto: string;
  umbral?: number;
  color?: string;
}) {
  const ancho = total > 0 ? Math.min(100, (valor / total) * 100) : 0;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-xl sm:text-3xl">
        <span className="font-semibold">{label}</span>
        <span className="tabular-nums" data-testid={`proyector-${label}`}>
          {texto}
        </span>
      </div>
      <div
        className="relative h-6 overflow-hidden rounded-full bg-slate-700 sm:h-10"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={valor}
      >
        <div className={`h-full rounded-full transition-[width] duration-700 ${color}`} style={{ width: `${ancho}%` }} />
        {umbral !== undefined ? (
          <div className="absolute inset-y-0 w-1 bg-white" style={{ left: `${umbral}%` }} aria-hidden />
        ) : null}
      </div>
    </div>
  );
}

function QuorumProyectado({ asamblea }: { asamblea: AsambleaOutput }) {
  const trpc = useTRPC();
  const q = useQuery({
    ...trpc.asambleas.quorum.get.queryOptions({ id: asamblea.id }),
    enabled: faseDeAsamblea(asamblea.estado).padron,
    refetchInterval: faseDeAsamblea(asamblea.estado).enSesion ? enVivo : false,
  });
  if (!faseDeAsamblea(asamblea.estado).padron) return <Mensaje>La asamblea aún no ha sido convocada.</Mensaje>;
  if (q.isLoading) return <Mensaje>Cargando el quórum…</Mensaje>;
  if (!q.data) return <Mensaje tone="error">{errorMessage(q.error, 'No fue posible cargar el quórum')}</Mensaje>;
  const quorum = q.data.quorum;
  const segunda = quorum.convocatoria === 'segunda';
  return (
    <section className="space-y-5" aria-label="Quórum">
      <div className="flex flex-wrap items-center gap-4">
        <h2 className="text-3xl font-bold sm:text-5xl">Quórum</h2>
        <span
          className={`rounded-full px-4 py-1 text-xl font-semibold sm:text-3xl ${quorum.hayQuorum ? 'bg-emerald-500 text-emerald-950' : 'bg-red-500 text-white'}`}
        >
          {quorum.hayQuorum ? 'Hay quórum' : 'Sin quórum'}
        </span>
      </div>
      <BarraGrande
        label="Coeficiente presente"
        valor={quorum.coeficientePresente}
        total={quorum.coeficienteTotal}
        umbral={segunda ? undefined : 50}
        texto={`${formatPercent(quorum.coeficientePresente)} de ${formatPercent(quorum.coeficienteTotal)}`}
        color={quorum.hayQuorum ? 'bg-emerald-400' : 'bg-amber-400'}
      />
      <BarraGrande
        label="Unidades presentes"
        valor={quorum.unidadesPresentes}
        total={quorum.unidadesTotales}
        texto={`${quorum.unidadesPresentes} de ${quorum.unidadesTotales}`}
      />
      <p className="text-lg text-slate-300 sm:text-2xl">{reglaDeQuorum(segunda)}</p>
    </section>
  );
}

/** The rule the punto is counted by (the same chips as the admin's screen, projector-sized). */
function ReglaGrande({ punto }: { punto: PuntoOutput }) {
  const chip = 'rounded-full px-4 py-1 text-lg font-semibold sm:text-2xl';
  return (
    <p className="flex flex-wrap gap-2" aria-label="Regla de votación">
      <span className={`${chip} bg-sky-200 text-sky-950`}>{punto.ponderacion === 'coeficiente' ? 'coeficiente' : 'unidad'}</span>
      <span
        className={`${chip} ${punto.mayoria === 'calificada_70' ? 'bg-amber-300 text-amber-950' : 'bg-slate-200 text-slate-900'}`}
      >
        {punto.mayoria === 'calificada_70' ? '70 % de los coeficientes' : 'mayoría simple'}
      </span>
    </p>
  );
}

const COLOR = { si: 'bg-emerald-400', no: 'bg-red-400', abstencion: 'bg-slate-300' } as const;

function PuntoProyectado({ punto }: { punto: PuntoOutput }) {
  const trpc = useTRPC();
  const resultados = useQuery({ ...trpc.asambleas.resultados.get.queryOptions({ id: punto.id }), refetchInterval: enVivo });
  const votos = useQuery({ ...trpc.asambleas.votos.list.queryOptions({ id: punto.id, pageSize: 100 }), refetchInterval: enVivo });
  const r = resultados.data?.resultado;
  // Counts of ballots per option, when every vote fits the page (a weight in coeficiente is not a headcount).
  const completos = votos.data && votos.data.votos.length === votos.data.total;
  const cuenta = (o: 'si' | 'no' | 'abstencion') => votos.data?.votos.filter((v) => v.opcion === o).length ?? 0;
  const coef = r?.ponderacion === 'coeficiente';
  const valor = (n: number) => (coef ? formatPercent(n) : `${n} ${n === 1 ? 'unidad' : 'unidades'}`);
  return (
    <section className="space-y-5" aria-label="Punto en votación">
      <p className="text-lg uppercase tracking-wide text-sky-300 sm:text-2xl">En votación · punto {punto.orden}</p>
      <h2 className="text-3xl font-bold leading-tight sm:text-5xl">{punto.titulo}</h2>
      <ReglaGrande punto={punto} />
      {resultados.isLoading ? (
        <Mensaje>Cargando resultados…</Mensaje>
      ) : !r ? (
        <Mensaje tone="error">{errorMessage(resultados.error, 'No fue posible cargar los resultados')}</Mensaje>
      ) : (
        <div className="space-y-5" role="group" aria-label="Resultados en vivo">
          {(['si', 'no', 'abstencion'] as const).map((o) => {
            const n = cuenta(o);
            const porcentaje = r.base > 0 ? (r.votos[o] / r.base) * 100 : 0;
            const votosTexto = completos ? ` · ${n} ${n === 1 ? 'voto' : 'votos'}` : '';
            return (
              <BarraGrande
                key={o}
                label={OPCION_LABEL[o]}
                valor={r.votos[o]}
                total={r.base}
                color={COLOR[o]}
                texto={`${formatPercent(Math.round(porcentaje * 100) / 100)}${votosTexto}`}
              />
            );
          })}
          <p className="text-lg text-slate-300 sm:text-2xl">
            Base: {valor(r.base)} ({r.baseTipo === 'total' ? 'todos los coeficientes' : 'presentes'})
            {votos.data ? ` · ${votos.data.total} ${votos.data.total === 1 ? 'voto emitido' : 'votos emitidos'}` : ''}
          </p>
        </div>
      )}
    </section>
  );
}

export function Proyector({ asambleaId, onExit }: { asambleaId: string; onExit(): void }) {
  const trpc = useTRPC();
  const q = useQuery({
    ...trpc.asambleas.get.queryOptions({ id: asambleaId }),
    refetchInterval: (query) => (faseDeAsamblea(query.state.data?.asamblea.estado ?? 'convocada').enSesion ? enVivo() : false),
  });
  // Unlike the admin's detail (en curso only), the room's screen follows the mesa de registro too.
  useAsambleaEventos(asambleaId, q.data ? faseDeAsamblea(q.data.asamblea.estado).enSesion : false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onExit();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onExit]);
  const asamblea = q.data?.asamblea;
  const abierto = asamblea?.puntos.find(puntoEnVotacion);
  return (
    <main className="min-h-dvh overflow-x-hidden bg-slate-950 p-4 text-white sm:p-10" aria-label="Vista de proyección">
      <div className="mx-auto max-w-6xl space-y-8 sm:space-y-12">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 space-y-2">
            <h1 className="break-words text-3xl font-bold sm:text-6xl">{asamblea?.titulo ?? 'Asamblea'}</h1>
            {asamblea ? <p className="text-lg text-slate-300 sm:text-2xl">{fechaHoraTexto(asamblea.fechaHora)}</p> : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {asamblea ? <EstadoAsamblea estado={asamblea.estado} /> : null}
            <button
              type="button"
              onClick={onExit}
              className="rounded-lg border border-slate-500 px-3 py-1 text-sm text-slate-200 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-sky-400"
            >
              Salir (Esc)
            </button>
          </div>
        </header>
        {q.isLoading ? (
          <Mensaje>Cargando la asamblea…</Mensaje>
        ) : !asamblea ? (
          <Mensaje tone="error">{errorMessage(q.error, 'No fue posible cargar la asamblea')}</Mensaje>
        ) : (
          <>
            <QuorumProyectado asamblea={asamblea} />
            {abierto ? (
              <PuntoProyectado key={abierto.id} punto={abierto} />
            ) : (
              <section aria-label="Punto en votación">
                <p className="text-3xl font-semibold text-slate-300 sm:text-5xl">Sin punto abierto</p>
              </section>
            )}
          </>
        )}
      </div>
    </main>
  );
}
