// The amount a money field understood, shown under it before saving (issue 26, point 1): what the
// person typed, read by the contracts' parser, written back the es-CO way («$ 50.000»).
import { leerPesos } from '@horizonte/contracts';

import { formatCOP } from '../../lib/format.ts';

export function pesosEntendidos(texto: string | undefined, ejemplo = 'Por ejemplo 350.000'): string {
  if (!texto?.trim()) return ejemplo;
  const leido = leerPesos(texto, { permitirCero: true });
  return leido.ok ? `Valor entendido: ${formatCOP(leido.valor)}` : ejemplo;
}
