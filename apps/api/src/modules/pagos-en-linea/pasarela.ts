// A complex's gateway configuration (PUT/GET /ph/{id}/pasarela): its administration sets the merchant
// keys; the secrets are encrypted at rest and never answered back; every change is audited (without
// the secrets: only which of them changed).
import { type PasarelaConfig, type PasarelaConfigData } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { cifrar } from '../../lib/cifrado.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requirePagosEnLinea } from './access.ts';
import { comisionDe, toPasarelaOutput } from './output.ts';

/** The webhook URL to give the gateway (one for every complex: the event's reference names the complex). */
export const urlEventos = (deps: Deps): string => `${deps.config.appUrl}/api/pasarela/wompi/eventos`;

export async function getPasarela(deps: Deps, actor: Actor, phId: string): Promise<PasarelaConfig> {
  const ph = await requirePagosEnLinea(deps.db, actor.user, phId, 'configurar');
  return toPasarelaOutput(await deps.db.pasarelaConfig.findUnique({ where: { phId: ph.id } }), urlEventos(deps));
}

export async function updatePasarela(deps: Deps, actor: Actor, phId: string, data: PasarelaConfigData): Promise<PasarelaConfig> {
  const ph = await requirePagosEnLinea(deps.db, actor.user, phId, 'configurar');
  const row = await deps.db.$transaction(async (tx) => {
    const actual = await tx.pasarelaConfig.findUnique({ where: { phId: ph.id } });
    if (!actual && !data.secretoIntegridad) throw fail.badRequest('SECRETO_INTEGRIDAD_REQUERIDO');
    if (!actual && !data.secretoEventos) throw fail.badRequest('SECRETO_EVENTOS_REQUERIDO');
    const comision = data.comision !== undefined ? data.comision : comisionDe(actual);
    const trasladar = data.trasladarComision ?? actual?.trasladarComision ?? false;
    if (trasladar && !comision) throw fail.badRequest('COMISION_REQUERIDA');
    const key = deps.config.pasarelaSecretsKey;
    const campos = {
      proveedor: data.proveedor,
      llavePublica: data.llavePublica,
      ambiente: data.ambiente,
      ...(data.secretoIntegridad ? { secretoIntegridad: cifrar(key, data.secretoIntegridad) } : {}),
      ...(data.secretoEventos ? { secretoEventos: cifrar(key, data.secretoEventos) } : {}),
      ...(data.llaveBreB !== undefined ? { llaveBreB: data.llaveBreB || null } : {}),
      ...(data.banco !== undefined ? { banco: data.banco || null } : {}),
      ...(data.tipoCuenta !== undefined ? { tipoCuenta: data.tipoCuenta } : {}),
      ...(data.numeroCuenta !== undefined ? { numeroCuenta: data.numeroCuenta || null } : {}),
      ...(data.titularCuenta !== undefined ? { titularCuenta: data.titularCuenta || null } : {}),
      comisionPorcentajeBp: comision?.porcentajeBp ?? null,
      comisionFijo: comision?.fijo ?? null,
      comisionIva: comision?.iva ?? null,
      trasladarComision: trasladar,
      updatedAt: deps.clock.now(),
    };
    const saved = await tx.pasarelaConfig.upsert({
      where: { phId: ph.id },
      create: { phId: ph.id, secretoIntegridad: '', secretoEventos: '', ...campos },
      update: campos,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: actual ? 'pasarela.update' : 'pasarela.create',
      entity: 'pasarela',
      entityId: ph.id,
      details: {
        proveedor: data.proveedor,
        llavePublica: data.llavePublica,
        ambiente: data.ambiente,
        secretoIntegridadCambiado: Boolean(data.secretoIntegridad),
        secretoEventosCambiado: Boolean(data.secretoEventos),
        llaveBreB: saved.llaveBreB,
        numeroCuenta: saved.numeroCuenta,
        comision,
        trasladarComision: trasladar,
      },
      ip: actor.ip,
    });
    return saved;
  });
  return toPasarelaOutput(row, urlEventos(deps));
}
