// A zone's calendar, by week (each day's slots) or by month (free slots per day): free slots can be
// picked to book when `onPick` is given; taken ones say whether they are the caller's own.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { bogotaDate, slotOcupado, slotReservable, type SlotEstado, type SlotOutput, type ZonaOutput } from '@horizonte/contracts';

import { cn } from '../../lib/cn.ts';
import { plural, todayInBogota } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import {
  etiquetaDia,
  etiquetaMes,
  horaDe,
  inicioDelDia,
  lunesDe,
  primeroDelSiguiente,
  primeroDeMes,
  sumarDias,
} from './fechas.ts';

type Vista = 'semana' | 'mes';

interface Props {
  zona: ZonaOutput;
  selected?: string | null;
  onPick?(slot: SlotOutput): void;
}

export function ZonaCalendario({ zona, selected, onPick }: Props) {
  const trpc = useTRPC();
  const [vista, setVista] = useState<Vista>('semana');
  const [ancla, setAncla] = useState(todayInBogota());
  const desde = vista === 'semana' ? lunesDe(ancla) : primeroDeMes(ancla);
  const hasta = vista === 'semana' ? sumarDias(desde, 7) : primeroDelSiguiente(ancla);
  const query = useQuery(
    trpc.reservas.disponibilidad.get.queryOptions({ id: zona.id, desde: inicioDelDia(desde), hasta: inicioDelDia(hasta) }),
  );
  const mover = (n: 1 | -1) =>
    setAncla(
      vista === 'semana'
        ? sumarDias(ancla, 7 * n)
        : n > 0
          ? primeroDelSiguiente(ancla)
          : primeroDeMes(sumarDias(primeroDeMes(ancla), -1)),
    );

  return (
    <section aria-label={`Calendario de ${zona.nombre}`} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <div
          role="group"
          aria-label="Vista"
          className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
        >
          {(['semana', 'mes'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={vista === v}
              onClick={() => setVista(v)}
              className={cn(
                'rounded-md px-3 py-1 text-sm',
                vista === v ? 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900' : '',
              )}
            >
              {v === 'semana' ? 'Semana' : 'Mes'}
            </button>
          ))}
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => mover(-1)}
          aria-label={vista === 'semana' ? 'Semana anterior' : 'Mes anterior'}
        >
          ‹
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setAncla(todayInBogota())}>
          Hoy
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => mover(1)}
          aria-label={vista === 'semana' ? 'Semana siguiente' : 'Mes siguiente'}
        >
          ›
        </Button>
        <label className="flex items-center gap-2 text-sm">
          <span>Ir a</span>
          <Input
            type="date"
            aria-label="Ir a la fecha"
            value={ancla}
            onChange={(e) => e.target.value && setAncla(e.target.value)}
            className="w-auto"
          />
        </label>
      </div>
      <p className="text-sm font-medium">
        {vista === 'semana' ? `Semana del ${etiquetaDia(desde).toLowerCase()}` : etiquetaMes(desde)}
      </p>
      <QueryView query={query} failure="No fue posible cargar la disponibilidad" rows={4}>
        {(data) =>
          vista === 'semana' ? (
            <Semana desde={desde} slots={data.slots} selected={selected} onPick={onPick} />
          ) : (
            <Mes desde={desde} hasta={hasta} slots={data.slots} onDay={(dia) => (setAncla(dia), setVista('semana'))} />
          )
        }
      </QueryView>
      <Leyenda />
    </section>
  );
}

function Semana({
  desde,
  slots,
  selected,
  onPick,
}: {
  desde: string;
  slots: SlotOutput[];
  selected?: string | null;
  onPick?(slot: SlotOutput): void;
}) {
  const dias = Array.from({ length: 7 }, (_, i) => sumarDias(desde, i));
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {dias.map((dia) => {
        const delDia = slots.filter((s) => bogotaDate(s.inicio) === dia);
        return (
          <div
            key={dia}
            className="rounded-lg border border-slate-200 p-2 dark:border-slate-700"
            data-testid="dia"
            data-fecha={dia}
          >
            <h4 className="mb-2 text-sm font-semibold">{etiquetaDia(dia)}</h4>
            {delDia.length === 0 ? (
              <p className="text-xs text-slate-500">Cerrada</p>
            ) : (
              <ul className="flex flex-wrap gap-1.5">
                {delDia.map((s) => (
                  <li key={s.inicio}>
                    <SlotButton slot={s} selected={selected === s.inicio} onPick={onPick} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}

const ESTADO_TEXTO = { libre: 'libre', ocupado: 'ocupada', no_disponible: 'no disponible' } as const;

/** Each slot's colours (display only): the caller's own booking shows in blue. */
const SLOT_CLASES: Record<SlotEstado, string> = {
  libre:
    'border-green-300 bg-green-50 text-green-900 hover:bg-green-100 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  ocupado: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100',
  no_disponible: 'border-slate-200 bg-slate-50 text-slate-400 dark:border-slate-700 dark:bg-slate-900',
};
const SLOT_PROPIO = 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100';

function SlotButton({ slot, selected, onPick }: { slot: SlotOutput; selected: boolean; onPick?(slot: SlotOutput): void }) {
  const propia = slot.propia;
  const texto = propia ? 'Tu reserva' : slotOcupado(slot.estado) ? (slot.unidad ? `Ocupada · ${slot.unidad}` : 'Ocupada') : null;
  const pickable = slotReservable(slot.estado) && onPick !== undefined;
  return (
    <button
      type="button"
      data-testid="slot"
      data-inicio={slot.inicio}
      data-estado={propia ? 'propia' : slot.estado}
      disabled={!pickable}
      aria-pressed={pickable ? selected : undefined}
      onClick={() => pickable && onPick(slot)}
      className={cn(
        'min-h-9 rounded-md border px-2 py-1 text-left text-xs',
        propia ? SLOT_PROPIO : SLOT_CLASES[slot.estado],
        selected && 'ring-2 ring-blue-500',
      )}
    >
      {/* The name is what the button shows plus, for screen readers, the day, the end and the state. */}
      <span className="sr-only">{etiquetaDia(bogotaDate(slot.inicio))}, </span>
      <span className="block font-medium">
        {horaDe(slot.inicio)}
        <span className="sr-only"> a {horaDe(slot.fin)}</span>
      </span>
      {texto ? <span className="block">{texto}</span> : <span className="sr-only">{ESTADO_TEXTO[slot.estado]}</span>}
    </button>
  );
}

function Mes({ desde, hasta, slots, onDay }: { desde: string; hasta: string; slots: SlotOutput[]; onDay(dia: string): void }) {
  const inicio = lunesDe(desde);
  const celdas: string[] = [];
  for (let d = inicio; d < hasta || celdas.length % 7 !== 0; d = sumarDias(d, 1)) celdas.push(d);
  return (
    <div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-slate-500" aria-hidden>
        {['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'].map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <ul className="mt-1 grid grid-cols-7 gap-1">
        {celdas.map((dia) => {
          const delDia = slots.filter((s) => bogotaDate(s.inicio) === dia);
          const libres = delDia.filter((s) => slotReservable(s.estado)).length;
          const ocupadas = delDia.filter((s) => slotOcupado(s.estado)).length;
          const fuera = dia < desde || dia >= hasta;
          return (
            <li key={dia}>
              <button
                type="button"
                disabled={fuera}
                onClick={() => onDay(dia)}
                aria-label={`${etiquetaDia(dia)}: ${plural(libres, 'libre', 'libres')}, ${plural(ocupadas, 'ocupada', 'ocupadas')}`}
                className={cn(
                  'flex h-14 w-full flex-col items-center justify-center rounded-md border text-xs',
                  fuera
                    ? 'border-transparent text-slate-300'
                    : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
                )}
              >
                <span className="font-semibold">{Number(dia.slice(8))}</span>
                {!fuera && delDia.length > 0 ? (
                  <span className={libres > 0 ? 'text-green-700 dark:text-green-300' : 'text-red-700 dark:text-red-300'}>
                    {libres > 0 ? `${libres} lib.` : 'Lleno'}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Leyenda() {
  const items = [
    ['bg-green-100 border-green-300', 'Libre'],
    ['bg-red-100 border-red-200', 'Ocupada'],
    ['bg-blue-100 border-blue-300', 'Tu reserva'],
    ['bg-slate-100 border-slate-200', 'No disponible'],
  ] as const;
  return (
    <ul className="flex flex-wrap gap-3 text-xs text-slate-600 dark:text-slate-400" aria-label="Convenciones">
      {items.map(([cls, label]) => (
        <li key={label} className="flex items-center gap-1">
          <span className={cn('inline-block h-3 w-3 rounded border', cls)} aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}
