import type { Ph, PhPublic } from '@horizonte/contracts';
import type { PH } from '@horizonte/db';

export function toPhOutput(ph: PH): Ph {
  return {
    id: ph.id,
    nombre: ph.nombre,
    nit: ph.nit,
    direccion: ph.direccion,
    ciudad: ph.ciudad,
    identificador: ph.identificador,
    createdAt: ph.createdAt.toISOString(),
    updatedAt: ph.updatedAt.toISOString(),
  };
}

export function toPhPublicOutput(ph: PH): PhPublic {
  return { id: ph.id, nombre: ph.nombre, direccion: ph.direccion, ciudad: ph.ciudad, identificador: ph.identificador };
}
