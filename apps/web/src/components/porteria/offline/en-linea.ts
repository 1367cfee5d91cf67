// Whether the browser says it has a network (navigator.onLine and its online/offline events).
import { useSyncExternalStore } from 'react';

function suscribir(cambio: () => void): () => void {
  window.addEventListener('online', cambio);
  window.addEventListener('offline', cambio);
  return () => {
    window.removeEventListener('online', cambio);
    window.removeEventListener('offline', cambio);
  };
}

export const useEnLinea = (): boolean =>
  useSyncExternalStore(
    suscribir,
    () => navigator.onLine,
    () => true,
  );
