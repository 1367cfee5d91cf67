// The preview of an import (issue 14 §1): a dry run kept as an Importacion row (the checked rows, the
// summary and the errors) for confirm.ts to apply.
import type { ImportError, ImportResiduo, ImportResumen } from '@horizonte/contracts';
import type { Importacion, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { runHeavy } from '../../workers/pool.ts';
import type { Actor } from '../access/actor.ts';
import { importingProperty } from './access.ts';
import { checkSheet, planImport } from './plan.ts';

export interface ImportPreview {
  importacion: Importacion;
  resumen: ImportResumen;
  errores: ImportError[];
  residuo: ImportResiduo | null;
}

/** Reads and checks the file, compares it with the complex, and keeps the result for confirmation. */
export async function previewImport(
  { db }: Deps,
  actor: Actor,
  phId: string,
  archivo: { nombre: string; bytes: Uint8Array },
): Promise<ImportPreview> {
  await importingProperty(db, actor.user, phId);
  const sheet = await runHeavy('hoja', { bytes: archivo.bytes, columnas: 'unidades' });
  const checked = checkSheet(sheet);
  const plan = await planImport(db, phId, checked.rows, checked.errores);
  const importacion = await db.$transaction(async (tx) => {
    const created = await tx.importacion.create({
      data: {
        phId,
        createdById: actor.user.id,
        archivo: archivo.nombre.slice(0, 200),
        filas: checked.rows as unknown as Prisma.InputJsonValue,
        resumen: plan.resumen,
        errores: plan.errores,
      },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'importacion.preview',
      entity: 'importacion',
      entityId: created.id,
      details: { archivo: created.archivo, errores: plan.errores.length },
      ip: actor.ip,
    });
    return created;
  });
  return { importacion, resumen: plan.resumen, errores: plan.errores, residuo: plan.residuo };
}
