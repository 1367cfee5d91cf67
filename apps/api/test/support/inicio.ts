// A complex A (of createTenants) with something in every part of the owners' and residents' first
// screen: an owner of both units, charges, a payment and a rate of mora, a comunicado, a package at
// the gate, an asamblea in session and PQRS of the owner and of the resident.
import type { Database } from '@horizonte/db';

import { createTestUser } from './sessions.ts';
import { createResidente, nextId, type Tenants } from './tenants.ts';

export async function seedInicio(db: Database, x: Tenants) {
  const phId = x.phA.id;
  const propietario = await createTestUser(db, { nombre: 'Propietaria A', roles: [{ phId, rol: 'propietario' }] });
  for (const unidad of [x.unitA, x.unitA2]) {
    const r = await createResidente(db, unidad.id, propietario.user.id);
    await db.residente.update({ where: { id: r.id }, data: { tipo: 'propietario' } });
    await db.cargo.create({
      data: {
        phId,
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
  }
  await db.tasaMora.create({ data: { phId, periodo: '2026-01', interesBancarioCorrienteEA: 20, tasaAplicadaEA: 30 } });
  await db.pago.create({
    data: {
      phId,
      apartamentoId: x.unitA.id,
      numeroRecibo: 20_000 + nextId(),
      valor: 100_000,
      fecha: new Date('2026-01-20T00:00:00Z'),
      medio: 'efectivo',
    },
  });
  const adminId = x.users.adminA.user.id;
  const now = new Date();
  await db.comunicado.create({
    data: {
      phId,
      autorId: adminId,
      titulo: 'Corte de agua',
      cuerpo: 'El **martes**',
      audiencia: { tipo: 'todos' },
      createdAt: now,
    },
  });
  await db.paquete.create({
    data: { phId, apartamentoId: x.unitA.id, descripcion: 'Caja de libros', recibidoEn: now, registradoPorId: adminId },
  });
  await db.asamblea.create({
    data: {
      phId,
      tipo: 'ordinaria',
      modalidad: 'presencial',
      convocante: 'administrador',
      titulo: 'Asamblea ordinaria 2026',
      fechaHora: new Date(Date.now() - 3_600_000),
      lugar: 'Salón',
      estado: 'en_curso',
      creadaPorId: adminId,
      convocadaEn: now,
      createdAt: now,
      updatedAt: now,
    },
  });
  for (const solicitanteId of [propietario.user.id, x.users.residenteA.user.id]) {
    const numero = 100_000 + nextId();
    await db.pqrs.create({
      data: {
        phId,
        anio: 2026,
        numero,
        radicado: `2026-${numero}`,
        tipo: 'peticion',
        subtipo: 'general',
        asunto: 'Ruido en la torre',
        descripcion: 'Ruido',
        apartamentoId: x.unitA.id,
        solicitanteId,
        estado: 'radicada',
        fechaRadicacion: now,
        fechaInicio: new Date('2026-01-05T00:00:00Z'),
        terminoDias: 15,
        fechaVencimiento: new Date(`${new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`),
      },
    });
  }
  return { propietario };
}
