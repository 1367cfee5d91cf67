// A complex's gateway account as the adapters use it: the stored row with its secrets decrypted. The
// simulator's base URL is honoured outside production only (config.pasarelaSimulador).
import type { DbClient, PasarelaConfig } from '@horizonte/db';

import type { Config } from '../../config.ts';
import { descifrar } from '../../lib/cifrado.ts';
import type { CuentaPasarela } from './provider.ts';
import { PROVEEDORES } from './wompi.ts';

export function cuentaDe(config: Config, row: PasarelaConfig): CuentaPasarela {
  return {
    llavePublica: row.llavePublica,
    secretoIntegridad: descifrar(config.pasarelaSecretsKey, row.secretoIntegridad),
    secretoEventos: descifrar(config.pasarelaSecretsKey, row.secretoEventos),
    ambiente: row.ambiente,
    urlApi: config.pasarelaSimulador ? row.urlApi : null,
  };
}

export async function cuentaDelConjunto(db: DbClient, config: Config, phId: string) {
  const row = await db.pasarelaConfig.findUnique({ where: { phId } });
  return row && { row, cuenta: cuentaDe(config, row), proveedor: PROVEEDORES.wompi };
}
