// The bell of a complex portal (issue 16): unread comunicados and answered PQRS of the caller (and, issue 17,
// packages waiting at the gate for their units; issue 26, the PQRS waiting for the administration and
// those assigned to the caller), polled once a minute and on focus; each entry opens the section where it is.
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';

import { useTRPC } from '../../../lib/trpc.ts';
import type { Notificacion } from '../../shell/header-menus.tsx';

type Seccion = 'comunicados' | 'pqrs' | 'porteria' | 'administrativo' | 'dashboard';

export function useNotificaciones(phId: string | undefined, open: (section: Seccion) => void): Notificacion[] {
  const trpc = useTRPC();
  const { capabilities } = useRouteContext({ from: '/ph/$identificador/$rol' });
  const query = useQuery({
    ...trpc.comunicados.notificaciones.queryOptions({ id: phId ?? '' }),
    enabled: Boolean(phId),
    refetchInterval: 60_000,
    retry: false,
  });
  const n = query.data;
  if (!n) return [];
  const items: Notificacion[] = [];
  if (n.pqrsPorAtender > 0)
    items.push({
      key: 'pqrs-por-atender',
      text: n.pqrsPorAtender === 1 ? '1 PQRS nueva por atender' : `${n.pqrsPorAtender} PQRS nuevas por atender`,
      onSelect: () => open('administrativo'),
    });
  if (n.pqrsAsignadas > 0)
    items.push({
      key: 'pqrs-asignadas',
      text: n.pqrsAsignadas === 1 ? '1 PQRS asignada a ti' : `${n.pqrsAsignadas} PQRS asignadas a ti`,
      // Who reads the whole inbox works it in Administrativo; a proveedor, on its dashboard.
      onSelect: () => open(capabilities.community.read ? 'administrativo' : 'dashboard'),
    });
  if (n.comunicadosNoLeidos > 0)
    items.push({
      key: 'comunicados',
      text: n.comunicadosNoLeidos === 1 ? '1 comunicado sin leer' : `${n.comunicadosNoLeidos} comunicados sin leer`,
      onSelect: () => open('comunicados'),
    });
  if (n.pqrsRespondidas > 0)
    items.push({
      key: 'pqrs',
      text: n.pqrsRespondidas === 1 ? '1 PQRS tuya fue respondida' : `${n.pqrsRespondidas} PQRS tuyas fueron respondidas`,
      onSelect: () => open('pqrs'),
    });
  if (n.paquetesPendientes > 0)
    items.push({
      key: 'paquetes',
      text:
        n.paquetesPendientes === 1
          ? '1 paquete te espera en portería'
          : `${n.paquetesPendientes} paquetes te esperan en portería`,
      onSelect: () => open('porteria'),
    });
  return items;
}
