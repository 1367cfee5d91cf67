// The gate's outbox in React (issue 32): one per complex on the guard's screen, shared by the
// visitors', packages' and minuta's forms. A registration is queued first (cola.ts), then sent at
// once when the browser is online; what cannot be sent waits, shown as «Pendiente de envío», and goes
// when the network returns (the online event), on a back-off timer, or with «Enviar ahora».
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { useInvalidate } from '../../../data/invalidate.ts';
import { plural } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useUnidadesPorteria } from './cache-local.ts';
import { colaIdb } from './cola-idb.ts';
import { encolar, enviarPendientes, esperaTras, pendientesDe, type Pendiente, type TipoPendiente } from './cola.ts';
import { enviarAlApi } from './enviar-al-api.ts';

export type ResultadoRegistro = { desenlace: 'enviado'; respuesta: unknown } | { desenlace: 'pendiente' };

interface ColaPorteria {
  pendientes: Pendiente[];
  enviando: boolean;
  /** Queues and tries to send at once: the API's answer, «pendiente», or throws the API's refusal. */
  registrar(tipo: TipoPendiente, datos: Record<string, unknown> & { id: string }, resumen: string): Promise<ResultadoRegistro>;
  /** Sends what is queued now, back-off or not («Enviar ahora», back online). */
  enviarAhora(): Promise<void>;
  descartar(clave: string): Promise<void>;
}

const ColaContext = createContext<ColaPorteria | null>(null);

export function useColaPorteria(): ColaPorteria {
  const cola = useContext(ColaContext);
  if (!cola) throw new Error('useColaPorteria fuera de ColaPorteriaProvider');
  return cola;
}

export function ColaPorteriaProvider({ phId, children }: { phId: string; children: ReactNode }) {
  const usuarioId = useSession().user?.id ?? '';
  // Read (and saved on the device) as soon as the gate opens, for the forms to work offline.
  useUnidadesPorteria(phId);
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const [pendientes, setPendientes] = useState<Pendiente[]>([]);
  const [enviando, setEnviando] = useState(false);
  const ronda = useRef<Promise<void> | null>(null);
  const temporizador = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const recargar = useCallback(async () => setPendientes(await pendientesDe(colaIdb, phId, usuarioId)), [phId, usuarioId]);
  const refrescarListas = useCallback(
    () =>
      invalidate(
        trpc.porteria.accesos.list,
        trpc.porteria.autorizaciones.list,
        trpc.porteria.paquetes.list,
        trpc.porteria.minuta.list,
      ),
    [invalidate, trpc],
  );

  const enviarAhoraRef = useRef<(forzar: boolean) => Promise<void>>(async () => {});
  /** The back-off's next attempt (only automatic resends wait for it). */
  const programar = useCallback((cuando: number) => {
    clearTimeout(temporizador.current);
    temporizador.current = setTimeout(() => void enviarAhoraRef.current(false), Math.max(0, cuando - Date.now()));
  }, []);

  const enviarAhora = useCallback(
    (forzar = true): Promise<void> => {
      // One round at a time: the online event, the timer and the button may coincide.
      ronda.current ??= (async () => {
        clearTimeout(temporizador.current);
        setEnviando(true);
        try {
          const r = await enviarPendientes(
            colaIdb,
            async (p) => (await enviarAlApi(colaIdb, p)).resultado,
            { phId, usuarioId },
            Date.now,
            { forzar },
          );
          if (r.enviados.length > 0) {
            toast.success(`${plural(r.enviados.length, 'registro pendiente enviado', 'registros pendientes enviados')}`);
            void refrescarListas();
          }
          if (r.rechazados.length > 0) toast.error('Un registro pendiente fue rechazado: revísalo en «Pendiente de envío».');
          if (r.siguienteIntento !== null) programar(r.siguienteIntento);
        } finally {
          ronda.current = null;
          setEnviando(false);
          await recargar();
        }
      })();
      return ronda.current;
    },
    [phId, usuarioId, recargar, refrescarListas, programar],
  );

  useEffect(() => {
    enviarAhoraRef.current = enviarAhora;
  }, [enviarAhora]);

  // The toasts' library arrives with the first toast (lib/toast.ts): fetched now, while online, so a
  // registration made offline can still say so instead of failing to load it.
  useEffect(() => {
    void import('sonner');
  }, []);

  // What an earlier visit left queued goes now (if online), and again each time the network returns.
  useEffect(() => {
    void recargar().then(() => (navigator.onLine ? enviarAhora(true) : undefined));
    const alVolver = () => void enviarAhora(true);
    window.addEventListener('online', alVolver);
    return () => {
      window.removeEventListener('online', alVolver);
      clearTimeout(temporizador.current);
    };
  }, [recargar, enviarAhora]);

  const registrar = useCallback<ColaPorteria['registrar']>(
    async (tipo, datos, resumen) => {
      const p = await encolar(colaIdb, { tipo, phId, usuarioId, datos, resumen }, new Date());
      if (!navigator.onLine) {
        await recargar();
        return { desenlace: 'pendiente' };
      }
      const { resultado, error } = await enviarAlApi(colaIdb, p);
      if (resultado.desenlace === 'enviado') {
        await colaIdb.borrar(p.clave);
        void refrescarListas();
        return resultado;
      }
      if (resultado.desenlace === 'rechazado') {
        // Refused at once: the form shows why and keeps what was typed; nothing stays queued.
        await colaIdb.borrar(p.clave);
        throw error;
      }
      const proximoIntento = Date.now() + esperaTras(1);
      await colaIdb.guardar({ ...p, intentos: 1, proximoIntento });
      await recargar();
      programar(proximoIntento);
      return { desenlace: 'pendiente' };
    },
    [phId, usuarioId, recargar, refrescarListas, programar],
  );

  const descartar = useCallback(
    async (clave: string) => {
      await colaIdb.borrar(clave);
      await recargar();
    },
    [recargar],
  );

  const valor = useMemo(
    () => ({ pendientes, enviando, registrar, enviarAhora: () => enviarAhora(true), descartar }),
    [pendientes, enviando, registrar, enviarAhora, descartar],
  );
  return <ColaContext.Provider value={valor}>{children}</ColaContext.Provider>;
}
