// A complex's gateway account as the adapters use it: the stored row with its secrets decrypted. The
// simulator's base URL is honoured outside production only (config.pasarelaSimulador).
import type { DbClient, PasarelaConfig } from '@horizonte/db';

import type { Config } from '../../config.ts';
import { descifrar } from '../../lib/cifrado.ts';
import type { CuentaPasarela } from './provider.ts';
import { PROVEEDORES } from './wompi.ts';

/** `url_api` of the demo complexes: this process's own simulator, wherever it listens (config.appUrl). */
export const URL_API_SIMULADOR = 'simulador';

function urlApiDe(config: Config, urlApi: string | null): string | null {
  if (!config.pasarelaSimulador || !urlApi) return null;
  return urlApi === URL_API_SIMULADOR ? `${config.appUrl}/dev/pasarela` : urlApi;
}

export function cuentaDe(config: Config, row: PasarelaConfig): CuentaPasarela {
  return {
    llavePublica: row.llavePublica,
    secretoIntegridad: descifrar(config.pasarelaSecretsKey, row.secretoIntegridad),
    secretoEventos: descifrar(config.pasarelaSecretsKey, row.secretoEventos),
    ambiente: row.ambiente,
    urlApi: urlApiDe(config, row.urlApi),
  };
}

export async function cuentaDelConjunto(db: DbClient, config: Config, phId: string) {
  const row = await db.pasarelaConfig.findUnique({ where: { phId } });
  return row && { row, cuenta: cuentaDe(config, row), proveedor: PROVEEDORES.wompi };
}

/**
 * The webhook's lookup in one query: the gateway account of the complex whose intent has this
 * reference (the common case; an unknown reference falls back to its prefix, referencia.ts).
 */
export async function cuentaDeReferencia(db: DbClient, config: Config, referencia: string) {
  const [row] = await db.$queryRaw<PasarelaConfig[]>`
    SELECT c.ph_id AS "phId", c.proveedor, c.llave_publica AS "llavePublica", c.secreto_integridad AS "secretoIntegridad",
           c.secreto_eventos AS "secretoEventos", c.ambiente::text AS ambiente, c.url_api AS "urlApi", c.llave_bre_b AS "llaveBreB",
           c.banco, c.tipo_cuenta::text AS "tipoCuenta", c.numero_cuenta AS "numeroCuenta", c.titular_cuenta AS "titularCuenta",
           c.comision_porcentaje_bp AS "comisionPorcentajeBp", c.comision_fijo AS "comisionFijo", c.comision_iva AS "comisionIva",
           c.trasladar_comision AS "trasladarComision", c.updated_at AS "updatedAt"
    FROM intentos_pago i JOIN pasarela_config c ON c.ph_id = i.ph_id
    WHERE i.referencia = ${referencia}`;
  return row ? { row, cuenta: cuentaDe(config, row), proveedor: PROVEEDORES.wompi } : null;
}
