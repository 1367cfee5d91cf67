// The installable app's two notices (issue 32), at the foot of every screen: no connection (with
// «Reintentar») and a new version waiting (with «Actualizar»). Plain button classes, no cn: the landing
// renders this too (its JS budget is 120 KB gz).
import { useRouter } from '@tanstack/react-router';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';

import { appUpdateStore } from '../../lib/app-update.ts';
import { connectionStore, retryConnection } from '../../lib/connection.ts';
import { buttonClass } from '../ui/button-styles.ts';

const CARD = 'pointer-events-auto flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border px-4 py-3 text-sm shadow-lg';

function OfflineBanner() {
  const router = useRouter();
  const { offline, checking, retryFailed } = useSyncExternalStore(connectionStore.subscribe, connectionStore.getSnapshot);
  if (!offline) return null;
  const retry = async () => {
    if (await retryConnection()) void router.invalidate();
  };
  return (
    <div
      role="alert"
      data-testid="offline-banner"
      className={`${CARD} border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50`}
    >
      <WifiOff className="h-5 w-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">Sin conexión.</strong>{' '}
        {retryFailed
          ? 'Sigues sin conexión. Vuelve a intentarlo en un momento.'
          : 'Ves la información guardada en este dispositivo; lo nuevo llegará cuando vuelva la conexión.'}
      </p>
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        onClick={() => void retry()}
        disabled={checking}
        aria-busy={checking}
      >
        <RefreshCw className={`h-4 w-4${checking ? ' animate-spin' : ''}`} aria-hidden />
        Reintentar
      </button>
    </div>
  );
}

function UpdateBanner() {
  const waiting = useSyncExternalStore(appUpdateStore.subscribe, appUpdateStore.getSnapshot);
  const [dismissed, setDismissed] = useState(false);
  const [applying, setApplying] = useState(false);
  if (!waiting || dismissed) return null;
  return (
    <div
      role="status"
      data-testid="update-banner"
      className={`${CARD} border-blue-200 bg-white text-slate-900 dark:border-blue-800 dark:bg-slate-900 dark:text-slate-100`}
    >
      <p className="min-w-0 flex-1 font-medium">Hay una nueva versión de Horizonte</p>
      <div className="flex gap-2">
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setDismissed(true)}>
          Más tarde
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={applying}
          onClick={() => {
            setApplying(true);
            void appUpdateStore.apply();
          }}
        >
          Actualizar
        </button>
      </div>
    </div>
  );
}

export function AppStatus() {
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl flex-col gap-2">
      <OfflineBanner />
      <UpdateBanner />
    </div>
  );
}
