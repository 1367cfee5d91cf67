// Who a notice concerns, as SELECTs of `user_id` that `notificar` reads in its one INSERT … SELECT
// (so recipients cost no statement of their own). Only people with an account can be told in the app.
import { ROL_ADMINISTRACION } from '@horizonte/contracts';
import { Prisma } from '@horizonte/db';

/** Everyone of a unit with an account: owners, tenants, residents. */
export const personasDeUnidad = (apartamentoId: string): Prisma.Sql =>
  Prisma.sql`SELECT user_id FROM residentes WHERE apartamento_id = ${apartamentoId}::uuid AND user_id IS NOT NULL`;

/** A unit's owners (propietarios) with an account. */
export const propietariosDeUnidad = (apartamentoId: string): Prisma.Sql =>
  Prisma.sql`SELECT user_id FROM residentes
             WHERE apartamento_id = ${apartamentoId}::uuid AND user_id IS NOT NULL AND tipo = 'propietario'`;

/** Every owner of the complex with an account (Ley 675 de 2001 art. 39: the asamblea is theirs). */
export const propietariosDelConjunto = (phId: string): Prisma.Sql =>
  Prisma.sql`SELECT r.user_id FROM residentes r JOIN apartamentos a ON a.id = r.apartamento_id
             WHERE a.ph_id = ${phId}::uuid AND r.user_id IS NOT NULL AND r.tipo = 'propietario'`;

/** The complex's administración (the administrators of the complex). */
export const administracion = (phId: string): Prisma.Sql =>
  Prisma.sql`SELECT user_id FROM user_roles WHERE ph_id = ${phId}::uuid AND rol = ${ROL_ADMINISTRACION}::"Rol"`;

/** The owners (with an account) of the units in an asamblea's padrón: those convened and who vote. */
export const propietariosDelPadron = (asambleaId: string): Prisma.Sql =>
  Prisma.sql`SELECT r.user_id FROM asamblea_padron p JOIN residentes r ON r.apartamento_id = p.apartamento_id
             WHERE p.asamblea_id = ${asambleaId}::uuid AND r.user_id IS NOT NULL AND r.tipo = 'propietario'`;

/** «15 de marzo de 2027, 7:00 p. m.» in Bogotá: when something happens, as a notification says it. */
export const fechaHoraBogota = (instante: Date): string =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Bogota' }).format(instante);
