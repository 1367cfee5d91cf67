// The egreso's soporte (the invoice or documento soporte): one PDF or image of 5 MB, the type read
// from the content; a new upload replaces the reference (the old file stays stored: nothing deleted).
import { randomUUID } from 'node:crypto';

import { SOPORTE_EGRESO_MAX_BYTES } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { storageOf, storedWith } from '../../lib/storage.ts';
import type { Actor } from '../access/actor.ts';
import { tipoPermitido, type ArchivoSubido } from '../proveedores/documentos.ts';
import { requireEgreso } from './access.ts';
import { egresoInclude, toEgresoOutput } from './output.ts';

export async function subirSoporte(deps: Deps, actor: Actor, egresoId: string, archivo: ArchivoSubido | null) {
  const { row } = await requireEgreso(deps.db, actor.user, egresoId, 'manage');
  if (!archivo) throw fail.badRequest('EGRESO_SOPORTE_FALTANTE');
  const mime = await tipoPermitido(archivo, SOPORTE_EGRESO_MAX_BYTES, {
    grande: 'EGRESO_SOPORTE_GRANDE',
    tipo: 'EGRESO_SOPORTE_TIPO',
  });
  const clave = `egresos/${row.phId}/${randomUUID()}`;
  const updated = await storedWith(storageOf(deps.config), [{ key: clave, bytes: archivo.bytes }], () =>
    deps.db.$transaction(async (tx) => {
      const egreso = await tx.egreso.update({
        where: { id: egresoId },
        data: {
          soporteNombre: archivo.nombre.slice(0, 200),
          soporteMime: mime,
          soporteTamano: archivo.bytes.byteLength,
          soporteClave: clave,
        },
        include: egresoInclude,
      });
      await audit(tx, {
        actorId: actor.user.id,
        phId: row.phId,
        action: 'egreso.soporte',
        entity: 'egreso',
        entityId: egresoId,
        details: { nombre: archivo.nombre, anterior: row.soporteClave },
        ip: actor.ip,
      });
      return egreso;
    }),
  );
  return toEgresoOutput(updated);
}

export async function descargarSoporte(deps: Deps, actor: Actor, egresoId: string) {
  const { row } = await requireEgreso(deps.db, actor.user, egresoId, 'read');
  if (!row.soporteClave) throw fail.notFound('EGRESO_SIN_SOPORTE');
  const bytes = await storageOf(deps.config).get(row.soporteClave);
  if (!bytes) throw fail.notFound('EGRESO_SIN_SOPORTE');
  return { nombre: row.soporteNombre ?? 'soporte', tipo: row.soporteMime ?? 'application/octet-stream', bytes };
}
