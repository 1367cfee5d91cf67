// Demo (issue 28): outside production the demo complexes take online payments through the local
// simulator served by the same process (/dev/pasarela), so an owner pays a cuota in three clicks
// (Pagar en línea → Aprobar → back to the recibo). They also publish a Bre-B llave and an account.
import type { Database } from '@horizonte/db';

import type { Config } from '../config.ts';
import { cifrar } from '../lib/cifrado.ts';
import { URL_API_SIMULADOR } from '../modules/pagos-en-linea/cuenta.ts';

export async function seedDemoPasarela(db: Database, config: Config, now: Date): Promise<void> {
  if (!config.pasarelaSimulador) return;
  const phs = await db.pH.findMany({ where: { identificador: { in: ['altos', 'prados'] }, deletedAt: null } });
  for (const ph of phs) {
    const data = {
      proveedor: 'wompi',
      llavePublica: `pub_test_demo${ph.identificador}`,
      secretoIntegridad: cifrar(config.pasarelaSecretsKey, `test_integrity_demo_${ph.identificador}`),
      secretoEventos: cifrar(config.pasarelaSecretsKey, `test_events_demo_${ph.identificador}`),
      ambiente: 'pruebas' as const,
      urlApi: URL_API_SIMULADOR,
      llaveBreB: `@${ph.identificador}ph`,
      banco: 'Bancolombia',
      tipoCuenta: 'ahorros' as const,
      numeroCuenta: ph.identificador === 'altos' ? '031-000123-45' : '031-000678-90',
      titularCuenta: ph.nombre,
      updatedAt: now,
    };
    await db.pasarelaConfig.upsert({ where: { phId: ph.id }, create: { phId: ph.id, ...data }, update: {} });
  }
}
