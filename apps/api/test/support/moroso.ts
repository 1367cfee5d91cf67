// The smallest treasury an owner can owe money in: one complex, one unit (coeficiente 100 %), its
// owner, an admin and a consejo member, one ordinary charge overdue since 2026-01-10 and a rate of
// mora (30 % EA from 2026-01). Enough for the reads an attacker would stretch (estado de cuenta, cartera).
import type { Database } from '@horizonte/db';

import { createTestUser } from './sessions.ts';
import { createProperty, createResidente } from './tenants.ts';

export async function createMoroso(db: Database) {
  const admin = await createTestUser(db, { nombre: 'Administradora' });
  const ph = await createProperty(db, 'Conjunto con mora', admin.user.id);
  const consejo = await createTestUser(db, { roles: [{ phId: ph.id, rol: 'consejo' }] });
  const propietario = await createTestUser(db, { roles: [{ phId: ph.id, rol: 'propietario' }] });
  const unidad = await db.apartamento.create({ data: { phId: ph.id, torre: '1', numero: '101', coeficiente: '100' } });
  const residente = await createResidente(db, unidad.id, propietario.user.id);
  await db.residente.update({ where: { id: residente.id }, data: { tipo: 'propietario' } });
  await db.cargo.create({
    data: {
      phId: ph.id,
      apartamentoId: unidad.id,
      tipo: 'ordinaria',
      concepto: 'Cuota de administración 2026-01',
      periodo: '2026-01',
      fecha: new Date('2026-01-01T00:00:00Z'),
      fechaVencimiento: new Date('2026-01-10T00:00:00Z'),
      valor: 350_000,
      generaMora: true,
      estado: 'vigente',
    },
  });
  await db.tasaMora.create({ data: { phId: ph.id, periodo: '2026-01', interesBancarioCorrienteEA: 20, tasaAplicadaEA: 30 } });
  return { ph, unidad, admin, consejo, propietario };
}
