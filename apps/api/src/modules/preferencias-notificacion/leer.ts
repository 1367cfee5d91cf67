// Mi Perfil's matrix (category × channel) with the consents, for the signed-in person.
import {
  categoriaConCorreoObligatorio,
  CATEGORIAS_NOTIFICACION,
  PREFERENCIAS_NOTIFICACION_MSG,
  type ConsentimientoCanal,
  type PreferenciasNotificacion,
} from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { canalesDisponibles } from '../../lib/mensajes/mensajero.ts';
import type { Actor } from '../access/actor.ts';
import { matricesDe } from './celdas.ts';

/** Consents listed back (newest first): enough for anyone's history, bounded. */
const CONSENTIMIENTOS_LISTADOS = 50;

type ConsentimientoRow = Awaited<ReturnType<DbClient['consentimientoCanal']['findFirstOrThrow']>>;

export const consentimientoOf = (c: ConsentimientoRow): ConsentimientoCanal => ({
  id: c.id,
  canal: c.canal === 'sms' ? 'sms' : 'whatsapp',
  telefono: c.telefono,
  texto: c.texto,
  otorgadoEn: c.otorgadoEn.toISOString(),
  retiradoEn: c.retiradoEn?.toISOString() ?? null,
});

export async function getPreferenciasNotificacion({ db, config }: Deps, { user }: Actor): Promise<PreferenciasNotificacion> {
  const canales = canalesDisponibles(config);
  const [matrices, consentimientos] = await Promise.all([
    matricesDe(db, [user.id]),
    db.consentimientoCanal.findMany({
      where: { userId: user.id },
      orderBy: { otorgadoEn: 'desc' },
      take: CONSENTIMIENTOS_LISTADOS,
    }),
  ]);
  const matriz = matrices.get(user.id)!;
  return {
    canales,
    categorias: CATEGORIAS_NOTIFICACION.map((categoria) => ({
      categoria,
      correoObligatorio: categoriaConCorreoObligatorio(categoria),
      canales: Object.fromEntries(canales.map((canal) => [canal, matriz.activo(categoria, canal)])),
    })),
    consentimientos: consentimientos.map(consentimientoOf),
    avisoCorreoObligatorio: PREFERENCIAS_NOTIFICACION_MSG.correoObligatorio,
  };
}
