// Mi Perfil → «Notificaciones en este dispositivo» (issue 32): subscribes this browser to web push
// (W3C Push API: the service worker's pushManager.subscribe with the server's VAPID key) or undoes it.
// Push needs the installed app's service worker: without one it says so instead of offering a switch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';

import { errorMessage } from '../../lib/api-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

type Estado =
  | { tipo: 'comprobando' }
  | { tipo: 'no-soportado' }
  | { tipo: 'sin-app' }
  | { tipo: 'denegado' }
  | { tipo: 'suscrito'; registro: ServiceWorkerRegistration; suscripcion: PushSubscription }
  | { tipo: 'no-suscrito'; registro: ServiceWorkerRegistration };

/** The VAPID key travels as base64url; pushManager.subscribe wants its bytes. */
function bytesDeBase64Url(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const texto = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(texto.length));
  for (let i = 0; i < texto.length; i++) bytes[i] = texto.charCodeAt(i);
  return bytes;
}

async function estadoActual(): Promise<Estado> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return { tipo: 'no-soportado' };
  const registro = await navigator.serviceWorker.getRegistration();
  if (!registro) return { tipo: 'sin-app' };
  if (Notification.permission === 'denied') return { tipo: 'denegado' };
  const suscripcion = await registro.pushManager.getSubscription();
  return suscripcion ? { tipo: 'suscrito', registro, suscripcion } : { tipo: 'no-suscrito', registro };
}

export function PushDispositivoCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [estado, setEstado] = useState<Estado>({ tipo: 'comprobando' });
  const refrescar = useCallback(() => {
    estadoActual().then(setEstado, () => setEstado({ tipo: 'no-soportado' }));
  }, []);
  useEffect(refrescar, [refrescar]);
  const guardar = useMutation(trpc.notificaciones.push.suscripciones.create.mutationOptions());
  const borrar = useMutation(trpc.notificaciones.push.suscripciones.delete.mutationOptions());
  const [ocupado, setOcupado] = useState(false);

  async function suscribir(registro: ServiceWorkerRegistration) {
    setOcupado(true);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return refrescar();
      const { clavePublica } = await queryClient.fetchQuery(trpc.notificaciones.push.clavePublica.queryOptions());
      const suscripcion = await registro.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: bytesDeBase64Url(clavePublica),
      });
      const json = suscripcion.toJSON();
      const r = await guardar.mutateAsync({
        endpoint: suscripcion.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
      toast.success(r.message);
    } catch (error) {
      toast.error(errorMessage(error, 'No fue posible activar las notificaciones en este dispositivo'));
    } finally {
      setOcupado(false);
      refrescar();
    }
  }

  async function desuscribir(suscripcion: PushSubscription) {
    setOcupado(true);
    try {
      const r = await borrar.mutateAsync({ endpoint: suscripcion.endpoint });
      await suscripcion.unsubscribe();
      toast.success(r.message);
    } catch (error) {
      toast.error(errorMessage(error, 'No fue posible desactivar las notificaciones en este dispositivo'));
    } finally {
      setOcupado(false);
      refrescar();
    }
  }

  return (
    <Card className="p-5" data-testid="push-dispositivo">
      <h2 className="mb-1 flex items-center gap-2 text-lg font-semibold">
        <BellRing className="h-5 w-5" aria-hidden /> Notificaciones en este dispositivo
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Recibe avisos de portería, PQRS, reservas y asambleas aunque no tengas Horizonte abierto.
      </p>
      <div aria-live="polite">
        {estado.tipo === 'comprobando' ? <p className="text-sm">Comprobando este dispositivo…</p> : null}
        {estado.tipo === 'no-soportado' ? <Alert tone="info">Este navegador no admite notificaciones push.</Alert> : null}
        {estado.tipo === 'sin-app' ? <Alert tone="info">Disponible al instalar la aplicación en este dispositivo.</Alert> : null}
        {estado.tipo === 'denegado' ? (
          <Alert tone="warning">
            Bloqueaste las notificaciones de este sitio. Para recibirlas, permítelas en la configuración del navegador.
          </Alert>
        ) : null}
        {estado.tipo === 'suscrito' ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400">Este dispositivo recibe notificaciones.</p>
            <Button variant="outline" disabled={ocupado} onClick={() => void desuscribir(estado.suscripcion)}>
              Dejar de recibir en este dispositivo
            </Button>
          </div>
        ) : null}
        {estado.tipo === 'no-suscrito' ? (
          <Button disabled={ocupado} onClick={() => void suscribir(estado.registro)}>
            Recibir notificaciones en este dispositivo
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
