import type { Apartamento } from '@horizonte/contracts';

import { unidadLabel } from './unidad.ts';

/** One <option> per unit («Torre 1 · 101»), its id as the value: every unit picker's list. */
export function UnidadOptions({ unidades }: { unidades: readonly Pick<Apartamento, 'id' | 'torre' | 'numero'>[] }) {
  return (
    <>
      {unidades.map((u) => (
        <option key={u.id} value={u.id}>
          {unidadLabel(u)}
        </option>
      ))}
    </>
  );
}
