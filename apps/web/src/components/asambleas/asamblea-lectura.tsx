// One asamblea as owners and residents read it: the convocatoria (date, place or link, second call),
// its orden del día, the results of the closed puntos and the published acta with its plazos. The
// owner's screen puts its units, poderes and vote cards in the middle (children); a resident's, only the
// units a poder lets them represent.
import type { ReactNode } from 'react';

import { asambleaAdmite, faseDeAsamblea, puntoDecidido, type AsambleaOutput } from '@horizonte/contracts';

import { Card } from '../ui/card.tsx';
import { OrdenDelDia } from './convocatoria-panel.tsx';
import { DescargarActa, EstadoAsamblea, fechaHoraTexto, PlazosActa, Resultados, TIPO_LABEL } from './shared.tsx';

export function AsambleaLectura({ asamblea, children }: { asamblea: AsambleaOutput; children?: ReactNode }) {
  const fase = faseDeAsamblea(asamblea.estado);
  const cerrados = fase.instalada ? asamblea.puntos.filter(puntoDecidido) : [];
  return (
    <Card className="space-y-3 p-4" role="group" aria-label={asamblea.titulo}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold">{asamblea.titulo}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {TIPO_LABEL[asamblea.tipo]} · {fechaHoraTexto(asamblea.fechaHora)}
          </p>
          <p className="break-all text-sm text-slate-600 dark:text-slate-400">{asamblea.enlace ?? asamblea.lugar}</p>
        </div>
        <EstadoAsamblea estado={asamblea.estado} />
      </div>
      {asamblea.segundaConvocatoria && asambleaAdmite(asamblea.estado, 'declararSinQuorum') ? (
        <p className="text-sm">
          Si no hay quórum: segunda convocatoria el {fechaHoraTexto(asamblea.segundaConvocatoria.fechaHora)}
        </p>
      ) : null}
      <details open={fase.enSesion}>
        <summary className="cursor-pointer text-sm font-medium">Orden del día</summary>
        <div className="mt-2">
          <OrdenDelDia asamblea={asamblea} />
        </div>
      </details>
      {children}
      {cerrados.length > 0 ? (
        <section className="space-y-3" aria-label="Resultados">
          <h4 className="font-semibold">Resultados</h4>
          {cerrados.map((p) => (
            <div key={p.id} className="space-y-1">
              <p className="text-sm font-medium">
                {p.orden}. {p.titulo}
              </p>
              <Resultados puntoId={p.id} vivo={false} />
            </div>
          ))}
        </section>
      ) : null}
      {asamblea.acta.publicadaEn ? (
        <section className="space-y-2" aria-label="Acta">
          <h4 className="font-semibold">Acta</h4>
          <PlazosActa asamblea={asamblea} />
          <DescargarActa asamblea={asamblea} />
        </section>
      ) : null}
    </Card>
  );
}
