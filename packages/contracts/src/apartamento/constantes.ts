// Unit vocabulary: tipos de unidad and their labels. No zod here, so a screen that only names a unit's
// tipo does not download the schemas (issue 27: every route ≤ 150 KB gz).

export const TIPOS_UNIDAD = ['apartamento', 'casa', 'local', 'parqueadero', 'deposito'] as const;
export type TipoUnidad = (typeof TIPOS_UNIDAD)[number];
export const TIPO_UNIDAD_LABELS: Record<TipoUnidad, string> = {
  apartamento: 'Apartamento',
  casa: 'Casa',
  local: 'Local',
  parqueadero: 'Parqueadero',
  deposito: 'Depósito',
};
