// What the gate reads online and keeps on the device for when the network drops (issue 32): the
// day's expected visitors (shown with the time they were read) and the units for the pickers.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { todayInBogota } from '../../../lib/format.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import {
  guardarEsperados,
  guardarUnidades,
  leerEsperados,
  leerUnidades,
  type EsperadosGuardados,
  type UnidadesGuardadas,
} from './cola-idb.ts';

/** Today's expected visitors: the query, and the copy saved the last time it answered (for offline). */
export function useEsperadosHoy(phId: string) {
  const trpc = useTRPC();
  const fecha = todayInBogota();
  const query = useQuery(trpc.porteria.autorizaciones.list.queryOptions({ id: phId, fecha, pageSize: 100 }));
  const [guardados, setGuardados] = useState<EsperadosGuardados | null>(null);
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data)
      void guardarEsperados({
        phId,
        fecha,
        guardadoEn: new Date(dataUpdatedAt).toISOString(),
        autorizaciones: data.autorizaciones,
      });
    else void leerEsperados(phId, fecha).then(setGuardados);
  }, [data, dataUpdatedAt, phId, fecha]);
  return { query, guardados };
}

/** The complex's units for the gate's forms, from the API or, offline, from the device. */
export function useUnidadesPorteria(phId: string): UnidadesGuardadas['unidades'] {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.porteria.unidades.list.queryOptions({ id: phId }));
  const [guardadas, setGuardadas] = useState<UnidadesGuardadas | null>(null);
  useEffect(() => {
    if (data) void guardarUnidades({ phId, unidades: data.unidades });
    else void leerUnidades(phId).then(setGuardadas);
  }, [data, phId]);
  return data?.unidades ?? guardadas?.unidades ?? [];
}
