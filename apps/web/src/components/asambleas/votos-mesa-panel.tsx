// «Votos de la mesa» (issue 26): while a punto is open, the staff record the votes of the units in the room —
// show of hands or paper ballots — one by one or «todos los presentes votan Sí salvo…». Every vote is final,
// so each batch is confirmed with its totals; the API answers which were recorded and which were refused.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  ASAMBLEA_MSG,
  votoMesaInput,
  VOTOS_MESA_MAX,
  type OpcionVoto,
  type PuntoOutput,
  type VotoMesaInput,
  type VotosMesaOutput,
  type VotosMesaPendientes,
} from '@horizonte/contracts';

import { intervaloEnVivo } from '../../data/asambleas-eventos.ts';
import { useVotosMesa } from '../../data/asambleas.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatPercent, plural } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Input } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EN_VIVO_MS, OPCION_LABEL } from './shared.tsx';

const OPCIONES: OpcionVoto[] = ['si', 'no', 'abstencion'];

/** The present units that have not voted the punto yet (also the warning before closing it). */
export function usePendientesDeLaMesa(puntoId: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.asambleas.mesa.list.queryOptions({ id: puntoId }),
    enabled,
    refetchInterval: () => intervaloEnVivo(EN_VIVO_MS),
  });
}

/** «N unidades presentes no han votado (coeficiente X %)», the figure staff read before closing. */
export function avisoDePendientes(p: Pick<VotosMesaPendientes, 'unidades' | 'coeficiente'>): string {
  if (p.unidades === 0) return 'Todas las unidades presentes votaron.';
  const sujeto =
    p.unidades === 1
      ? '1 unidad presente no ha votado'
      : `${plural(p.unidades, 'unidad presente', 'unidades presentes')} no han votado`;
  return `${sujeto} (coeficiente ${formatPercent(p.coeficiente)}).`;
}

type Seleccion = Record<string, { opcion?: OpcionVoto; papeleta: string }>;

export function VotosMesaPanel({ punto }: { punto: PuntoOutput }) {
  const pendientes = usePendientesDeLaMesa(punto.id);
  const registrar = useVotosMesa();
  const [seleccion, setSeleccion] = useState<Seleccion>({});
  const [porConfirmar, setPorConfirmar] = useState<VotoMesaInput[] | null>(null);
  const [bloqueAbierto, setBloqueAbierto] = useState(false);
  const [resultado, setResultado] = useState<{ respuesta: VotosMesaOutput; nombres: Record<string, string> } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lista = pendientes.data?.pendientes.lista ?? [];
  const nombres = Object.fromEntries(lista.map((u) => [u.apartamentoId, u.unidad]));

  const fila = (id: string) => seleccion[id] ?? { papeleta: '' };
  const cambiar = (id: string, cambio: Partial<Seleccion[string]>) =>
    setSeleccion((s) => ({ ...s, [id]: { ...fila(id), ...cambio } }));

  /** Validated with the contracts' schema before anything is asked or sent. */
  const preparar = (votos: VotoMesaInput[]) => {
    const parsed = votoMesaInput.array().min(1, { error: ASAMBLEA_MSG.votosMesaVacio }).safeParse(votos);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Revisa los votos');
      return;
    }
    setError(null);
    setPorConfirmar(parsed.data);
  };
  const seleccionados = () =>
    lista.flatMap((u) => {
      const f = seleccion[u.apartamentoId];
      return f?.opcion
        ? [{ apartamentoId: u.apartamentoId, opcion: f.opcion, ...(f.papeleta.trim() ? { papeleta: f.papeleta.trim() } : {}) }]
        : [];
    });

  const enviar = async () => {
    if (!porConfirmar) return;
    try {
      // A large room goes in batches the API accepts; each batch is final on its own.
      const respuesta: VotosMesaOutput = { success: true, registrados: 0, rechazados: [] };
      for (let i = 0; i < porConfirmar.length; i += VOTOS_MESA_MAX) {
        const lote = await registrar.mutateAsync({ id: punto.id, votos: porConfirmar.slice(i, i + VOTOS_MESA_MAX) });
        respuesta.registrados += lote.registrados;
        respuesta.rechazados.push(...lote.rechazados);
      }
      setResultado({ respuesta, nombres });
      setSeleccion({});
      if (respuesta.rechazados.length === 0)
        toast.success(`${plural(respuesta.registrados, 'voto registrado', 'votos registrados')}`);
      else
        toast.warning(
          `${plural(respuesta.registrados, 'voto registrado', 'votos registrados')}, ${plural(respuesta.rechazados.length, 'rechazado', 'rechazados')}`,
        );
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible registrar los votos'));
      throw err;
    }
  };

  return (
    <section aria-label="Votos de la mesa" className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <h4 className="font-semibold">Votos de la mesa</h4>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Registra el voto a mano alzada o en papeleta de las unidades presentes o representadas que aún no han votado. Cada voto es
        definitivo.
      </p>
      <QueryView
        query={pendientes}
        failure="No fue posible cargar las unidades presentes"
        isEmpty={(d) => d.pendientes.unidades === 0}
        empty={<p className="text-sm text-slate-600 dark:text-slate-400">Todas las unidades presentes ya votaron este punto.</p>}
      >
        {({ pendientes: p }) => (
          <>
            <p className="text-sm">{avisoDePendientes(p)}</p>
            <Button variant="outline" size="sm" onClick={() => setBloqueAbierto(true)}>
              Todos los presentes votan Sí salvo…
            </Button>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Unidades presentes sin voto">
              {p.lista.map((u) => (
                <li key={u.apartamentoId} className="py-2">
                  <fieldset className="flex flex-wrap items-end gap-x-3 gap-y-2">
                    <legend className="mb-1 w-full text-sm">
                      <span className="font-medium">{u.unidad}</span> · {u.nombre} · {formatPercent(u.coeficiente)}
                    </legend>
                    <span className="inline-flex flex-wrap gap-1" role="radiogroup" aria-label={`Voto de ${u.unidad}`}>
                      {OPCIONES.map((o) => (
                        <label
                          key={o}
                          className="inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-2.5 text-sm has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600 dark:border-slate-700 dark:has-[:checked]:bg-blue-950"
                        >
                          <input
                            type="radio"
                            name={`voto-${punto.id}-${u.apartamentoId}`}
                            value={o}
                            checked={fila(u.apartamentoId).opcion === o}
                            onChange={() => cambiar(u.apartamentoId, { opcion: o })}
                          />
                          {OPCION_LABEL[o]}
                        </label>
                      ))}
                    </span>
                    <label className="flex min-w-0 items-center gap-1.5 text-sm">
                      <span className="whitespace-nowrap">Papeleta</span>
                      <Input
                        className="w-24"
                        inputMode="text"
                        maxLength={30}
                        value={fila(u.apartamentoId).papeleta}
                        onChange={(e) => cambiar(u.apartamentoId, { papeleta: e.target.value })}
                        aria-label={`Número de papeleta de ${u.unidad} (opcional)`}
                      />
                    </label>
                  </fieldset>
                </li>
              ))}
            </ul>
            {error ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {error}
              </p>
            ) : null}
            <Button size="sm" onClick={() => preparar(seleccionados())} disabled={seleccionados().length === 0}>
              Registrar los votos marcados
            </Button>
            <VotanSiSalvo
              open={bloqueAbierto}
              onOpenChange={setBloqueAbierto}
              pendientes={p}
              onContinuar={(votos) => preparar(votos)}
            />
          </>
        )}
      </QueryView>
      <ConfirmDialog
        open={porConfirmar !== null}
        onOpenChange={(open) => !open && setPorConfirmar(null)}
        title="¿Registrar estos votos?"
        description={porConfirmar ? <Totales votos={porConfirmar} lista={lista} /> : null}
        confirmLabel="Registrar votos"
        pendingLabel="Registrando…"
        confirmVariant="primary"
        onConfirm={enviar}
      />
      {resultado ? <ResultadoDelRegistro {...resultado} /> : null}
    </section>
  );
}

/** The totals a confirmation shows: how many of each option and the coeficiente they carry. */
function Totales({ votos, lista }: { votos: VotoMesaInput[]; lista: VotosMesaPendientes['lista'] }) {
  const coef = new Map(lista.map((u) => [u.apartamentoId, u.coeficiente]));
  return (
    <span className="block space-y-1">
      {OPCIONES.map((o) => {
        const de = votos.filter((v) => v.opcion === o);
        if (de.length === 0) return null;
        const suma = de.reduce((s, v) => s + (coef.get(v.apartamentoId) ?? 0), 0);
        return (
          <span key={o} className="block">
            {OPCION_LABEL[o]}: {plural(de.length, 'unidad', 'unidades')} (coeficiente{' '}
            {formatPercent(Math.round(suma * 1e6) / 1e6)})
          </span>
        );
      })}
      <span className="block">Cada voto es definitivo y queda en la cadena de votos de la asamblea.</span>
    </span>
  );
}

/** «Todos los presentes votan Sí salvo…»: mark the exceptions; they stay on the list to vote one by one. */
function VotanSiSalvo({
  open,
  onOpenChange,
  pendientes,
  onContinuar,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  pendientes: VotosMesaPendientes;
  onContinuar(votos: VotoMesaInput[]): void;
}) {
  const [excepciones, setExcepciones] = useState<Set<string>>(new Set());
  const votan = pendientes.lista.filter((u) => !excepciones.has(u.apartamentoId));
  const alternar = (id: string) =>
    setExcepciones((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Todos los presentes votan Sí salvo…"
      description="Marca las unidades que no votan Sí: quedan en la lista para registrarlas una a una."
    >
      <ul className="max-h-72 space-y-2 overflow-y-auto" aria-label="Excepciones">
        {pendientes.lista.map((u) => (
          <li key={u.apartamentoId} className="flex items-center gap-2 text-sm">
            <Checkbox
              id={`salvo-${u.apartamentoId}`}
              checked={excepciones.has(u.apartamentoId)}
              onCheckedChange={() => alternar(u.apartamentoId)}
            />
            <label htmlFor={`salvo-${u.apartamentoId}`}>
              {u.unidad} · {formatPercent(u.coeficiente)}
            </label>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-medium">Votan Sí: {plural(votan.length, 'unidad', 'unidades')}.</p>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancelar
        </Button>
        <Button
          disabled={votan.length === 0}
          onClick={() => {
            onOpenChange(false);
            setExcepciones(new Set());
            onContinuar(votan.map((u) => ({ apartamentoId: u.apartamentoId, opcion: 'si' })));
          }}
        >
          Continuar
        </Button>
      </div>
    </Dialog>
  );
}

function ResultadoDelRegistro({ respuesta, nombres }: { respuesta: VotosMesaOutput; nombres: Record<string, string> }) {
  return (
    <div role="status" className="space-y-1 rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-900">
      <p className="font-medium">Registrados: {plural(respuesta.registrados, 'voto', 'votos')}.</p>
      {respuesta.rechazados.length > 0 ? (
        <>
          <p className="font-medium">Rechazados: {plural(respuesta.rechazados.length, 'voto', 'votos')}.</p>
          <ul className="list-disc pl-5" aria-label="Votos rechazados">
            {respuesta.rechazados.map((r) => (
              <li key={r.apartamentoId}>
                {nombres[r.apartamentoId] ?? 'Unidad'}: {r.motivo}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
