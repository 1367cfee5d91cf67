// Daily: the administrators of each complex are mailed the proveedor documents that expire within
// DIAS_ALERTA_DOCUMENTO days (or already expired without an alert), once per document
// (DocumentoProveedor.alertadoEn). Only each proveedor's latest document of a type counts: a renewed
// one silences the old. The date is the platform clock's, so a moved test clock is followed.
import { DIAS_ALERTA_DOCUMENTO, ETIQUETA_DOCUMENTO_PROVEEDOR, formatoFecha, sumarDias } from '@horizonte/contracts';

import type { JobServices } from '../../jobs/queue.ts';
import { mails } from '../../lib/mail/templates.ts';
import { civil, dateOf, hoy } from '../tesoreria/ledger.ts';

export async function alertarDocumentosProveedor(deps: JobServices, _data: unknown): Promise<void> {
  const today = hoy(deps.clock);
  const candidatos = await deps.db.documentoProveedor.findMany({
    where: {
      alertadoEn: null,
      vence: { lte: dateOf(sumarDias(today, DIAS_ALERTA_DOCUMENTO)) },
      proveedor: { archivadoEn: null },
      ph: { deletedAt: null },
    },
    include: { proveedor: { select: { razonSocial: true } }, ph: { select: { nombre: true } } },
    orderBy: [{ phId: 'asc' }, { vence: 'asc' }],
  });
  const porPh = new Map<string, typeof candidatos>();
  for (const d of candidatos) {
    const masNuevo = await deps.db.documentoProveedor.count({
      where: { proveedorId: d.proveedorId, tipo: d.tipo, createdAt: { gt: d.createdAt } },
    });
    if (masNuevo === 0) porPh.set(d.phId, [...(porPh.get(d.phId) ?? []), d]);
  }
  for (const [phId, documentos] of porPh) {
    const admins = await deps.db.userRole.findMany({
      where: { phId, rol: 'admin' },
      select: { user: { select: { email: true, nombre: true } } },
    });
    const lineas = documentos.map((d) => {
      const vence = civil(d.vence!);
      return `${d.proveedor.razonSocial} · ${ETIQUETA_DOCUMENTO_PROVEEDOR[d.tipo]} · ${vence < today ? 'venció' : 'vence'} el ${formatoFecha(vence)}`;
    });
    await deps.db.$transaction(async (tx) => {
      const { count } = await tx.documentoProveedor.updateMany({
        where: { id: { in: documentos.map((d) => d.id) }, alertadoEn: null },
        data: { alertadoEn: deps.clock.now() },
      });
      // Another worker alerted them first: nothing to send.
      if (count === 0) return;
      for (const { user } of admins)
        await deps.jobs.send(
          tx,
          'mail.send',
          mails.documentosProveedorPorVencer(user.email, user.nombre, documentos[0]!.ph.nombre, lineas),
        );
    });
  }
}
