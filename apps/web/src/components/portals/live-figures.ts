import { useQuery } from '@tanstack/react-query';

import { formatNumber } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** platform.stats for the dashboards; '—' while unknown (e.g. a user without properties yet). */
export function usePlatformFigures() {
  const trpc = useTRPC();
  const stats = useQuery({ ...trpc.platform.stats.queryOptions(), retry: false });
  const show = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));
  return {
    loading: stats.isLoading,
    properties: show(stats.data?.properties),
    users: show(stats.data?.users),
    pendingPreregistros: show(stats.data?.pendingPreregistros),
    apartamentos: show(stats.data?.apartamentos),
  };
}
