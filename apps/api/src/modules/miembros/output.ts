// A member as the list answers it: one row per role held in the complex.
import type { Rol } from '@horizonte/contracts';

export interface MiembroRow {
  userId: string;
  nombre: string;
  email: string;
  rol: Rol;
  desde: Date;
}

export function toMiembroRow(r: {
  userId: string;
  rol: Rol;
  createdAt: Date;
  user: { nombre: string; email: string };
}): MiembroRow {
  return { userId: r.userId, nombre: r.user.nombre, email: r.user.email, rol: r.rol, desde: r.createdAt };
}

/** The row in the API's shape (dates as ISO text). */
export function toMiembroOutput(m: MiembroRow) {
  return { ...m, desde: m.desde.toISOString() };
}
