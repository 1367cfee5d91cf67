import type { Apartamento } from '@horizonte/contracts';

/** 'Torre 1 · 101', or just the number for units without a tower. */
export const unidadLabel = (a: Pick<Apartamento, 'torre' | 'numero'>): string =>
  a.torre ? `Torre ${a.torre} · ${a.numero}` : a.numero;
