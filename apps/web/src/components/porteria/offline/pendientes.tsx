// «Pendiente de envío» on the guard's screen (issue 32): what is queued on this device, with the
// time each was registered, a plain notice while offline, «Enviar ahora», and the refused ones with
// their reason and «Descartar» (asked first: a discarded entry is lost).
import { useState } from 'react';

import { plural } from '../../../lib/format.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { formatHora } from '../porteria-shared.tsx';
import { useColaPorteria } from './cola-porteria.tsx';
import type { Pendiente, TipoPendiente } from './cola.ts';
import { useEnLinea } from './en-linea.ts';

const TIPO: Record<TipoPendiente, string> = { acceso: 'Ingreso', paquete: 'Paquete', minuta: 'Minuta' };

export function PendientesDeEnvio() {
  const enLinea = useEnLinea();
  const { pendientes, enviando, enviarAhora, descartar } = useColaPorteria();
  const [aDescartar, setADescartar] = useState<Pendiente | null>(null);
  if (enLinea && pendientes.length === 0) return null;
  return (
    <div className="mb-4 space-y-3">
      {enLinea ? null : (
        <Alert tone="warning">
          <strong>Sin conexión.</strong> Los ingresos sin código, los paquetes y la minuta se guardan en este equipo y se envían
          solos cuando vuelva la conexión.
        </Alert>
      )}
      {pendientes.length > 0 ? (
        <Card className="space-y-3 p-4" aria-labelledby="pendientes-envio">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="pendientes-envio" className="text-lg font-semibold" data-testid="pendientes-titulo">
              Pendiente de envío ({pendientes.length})
            </h3>
            <Button size="lg" variant="outline" onClick={() => void enviarAhora()} disabled={enviando}>
              {enviando ? 'Enviando…' : 'Enviar ahora'}
            </Button>
          </div>
          <p className="sr-only" role="status">
            {plural(pendientes.length, 'registro pendiente de envío', 'registros pendientes de envío')}
          </p>
          <ul className="space-y-2" aria-label="Pendiente de envío">
            {pendientes.map((p) => (
              <li
                key={p.clave}
                data-testid="pendiente"
                className="flex flex-col gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-yellow-800 dark:bg-yellow-950/60"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {TIPO[p.tipo]}: {p.resumen}
                  </p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    Registrado {formatHora(p.registradoEn)} ·{' '}
                    {p.rechazo ? 'No se pudo enviar' : p.intentos > 0 ? 'Se reintentará' : 'Pendiente de envío'}
                  </p>
                  {p.rechazo ? (
                    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                      {p.rechazo}
                    </p>
                  ) : null}
                </div>
                {p.rechazo ? (
                  <Button size="lg" variant="outline" onClick={() => setADescartar(p)}>
                    Descartar
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <ConfirmDialog
        open={aDescartar !== null}
        onOpenChange={(open) => !open && setADescartar(null)}
        title="¿Descartar este registro?"
        description="No se enviará y se borrará de este equipo. Si el ingreso o el paquete es real, regístralo de nuevo con los datos correctos."
        confirmLabel="Descartar"
        pendingLabel="Descartando…"
        onConfirm={() => descartar(aDescartar!.clave)}
      />
    </div>
  );
}
