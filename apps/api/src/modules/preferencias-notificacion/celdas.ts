// The matrix of one or more people, read from the stored switches and the consents: shared by Mi Perfil
// (what the person sees), the notification delivery (canalesElegidos) and the collection reminders.
import { esCanalTelefono, preferenciaPorDefecto, type CanalNotificacion, type CategoriaNotificacion } from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

export interface MatrizPersona {
  /** The switch of a cell (the stored one, else the default). */
  activo(categoria: CategoriaNotificacion, canal: CanalNotificacion): boolean;
  /** The number of the consent in force for a phone channel, if any. */
  telefono(canal: CanalNotificacion): string | null;
}

/** Per person, their switches and the numbers of their consents in force. */
export async function matricesDe(db: DbClient, userIds: readonly string[]): Promise<Map<string, MatrizPersona>> {
  const ids = [...new Set(userIds)];
  const [filas, consentimientos] = await Promise.all([
    db.preferenciaNotificacion.findMany({ where: { userId: { in: ids } } }),
    db.consentimientoCanal.findMany({
      where: { userId: { in: ids }, retiradoEn: null },
      orderBy: { otorgadoEn: 'desc' },
    }),
  ]);
  return new Map(
    ids.map((id) => {
      const celdas = new Map(filas.filter((f) => f.userId === id).map((f) => [`${f.categoria}:${f.canal}`, f.activo]));
      const vigentes = consentimientos.filter((c) => c.userId === id);
      const telefono = (canal: CanalNotificacion) => vigentes.find((c) => c.canal === canal)?.telefono ?? null;
      return [
        id,
        {
          telefono,
          activo(categoria, canal) {
            const guardado = celdas.get(`${categoria}:${canal}`) ?? preferenciaPorDefecto(canal);
            // A phone channel without a consent in force is off, whatever its switch once said.
            return guardado && (!esCanalTelefono(canal) || telefono(canal) !== null);
          },
        },
      ];
    }),
  );
}
