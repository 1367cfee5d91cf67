// Pieces shared by the guard's screen and the residents' portería: times in Bogotá, state badges, the
// list rows of visits and packages, and the large controls a tablet at the gate needs.
import type { ReactNode } from 'react';

import {
  AUTORIZACION_ESTADO_LABELS,
  PAQUETE_ESTADO_LABELS,
  type AccesoOutput,
  type AutorizacionEstado,
  type PaqueteOutput,
} from '@horizonte/contracts';

import { Badge } from '../ui/badge.tsx';

const hora = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Bogota',
});

/** «10 mar, 3:05 p. m.» in Bogotá time. */
export const formatHora = (iso: string): string => hora.format(new Date(iso));

const horaCorta = new Intl.DateTimeFormat('es-CO', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Bogota',
});
/** «14:05» in Bogotá time. */
export const formatHoraCorta = (iso: string): string => horaCorta.format(new Date(iso));

/** «Torre 1 · 101» from the API's «1-101». */
export const unidadTexto = (unidad: string): string => {
  const [torre, numero] = unidad.includes('-')
    ? [unidad.slice(0, unidad.indexOf('-')), unidad.slice(unidad.indexOf('-') + 1)]
    : ['', unidad];
  return torre ? `Torre ${torre} · ${numero}` : numero;
};

const ESTADO_TONOS: Record<AutorizacionEstado, 'green' | 'slate' | 'red' | 'yellow'> = {
  activa: 'green',
  usada: 'slate',
  revocada: 'red',
  vencida: 'yellow',
};

export function EstadoAutorizacion({ estado }: { estado: AutorizacionEstado }) {
  return <Badge tone={ESTADO_TONOS[estado]}>{AUTORIZACION_ESTADO_LABELS[estado]}</Badge>;
}

/** Large inputs and selects for the gate's tablet (48 px high, 16 px text: no zoom on phones). */
export const CAMPO_GRANDE = 'h-12 text-base';

export function Row({ children, actions, testId }: { children: ReactNode; actions?: ReactNode; testId?: string }) {
  return (
    <li
      data-testid={testId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700"
    >
      <div className="min-w-0 space-y-1">{children}</div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}

export function AccesoResumen({ acceso }: { acceso: AccesoOutput }) {
  return (
    <>
      <p className="font-medium break-words">
        {acceso.nombreVisitante} <span className="text-slate-600 dark:text-slate-400">→ {unidadTexto(acceso.unidad)}</span>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {[
          acceso.documento && `Doc. ${acceso.documento}`,
          acceso.placa && `Placa ${acceso.placa}`,
          `Autorizó: ${acceso.autorizadoPor}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="text-sm">
        Entrada {formatHora(acceso.entradaEn)}
        {acceso.salidaEn ? ` · Salida ${formatHora(acceso.salidaEn)}` : ''}
      </p>
    </>
  );
}

export function PaqueteResumen({ paquete }: { paquete: PaqueteOutput }) {
  return (
    <>
      <p className="font-medium break-words">
        {paquete.descripcion} <span className="text-slate-600 dark:text-slate-400">· {unidadTexto(paquete.unidad)}</span>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {[paquete.remitente && `De ${paquete.remitente}`, `Recibido ${formatHora(paquete.recibidoEn)}`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {paquete.entregadoEn ? (
        <p className="text-sm">
          Entregado a {paquete.recibidoPor} el {formatHora(paquete.entregadoEn)}
        </p>
      ) : (
        <Badge tone="yellow">{PAQUETE_ESTADO_LABELS[paquete.estado]}</Badge>
      )}
    </>
  );
}
