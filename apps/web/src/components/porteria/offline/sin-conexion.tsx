// A gate list never read on this device while the network is down: a plain notice instead of a
// skeleton that would wait forever (React Query pauses queries offline).
import type { ReactNode } from 'react';

import { EmptyState } from '../../ui/states.tsx';
import { useEnLinea } from './en-linea.ts';

export function SinConexionOLista({ hayDatos, children }: { hayDatos: boolean; children: ReactNode }) {
  const enLinea = useEnLinea();
  if (enLinea || hayDatos) return children;
  return <EmptyState title="Sin conexión" description="La lista se mostrará cuando vuelva la conexión." />;
}
