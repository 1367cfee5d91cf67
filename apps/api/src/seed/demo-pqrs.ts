// Demo PQRS and comunicados (issue 16) in `altos`: PQRS in several states (one overdue, one
// assigned to the proveedor, one answered, a sugerencia) with their timeline, and two comunicados
// (one pinned), so the inbox, the due-date chips, the indicators and the bell show real data.
import { addBusinessDays, bogotaDate, bogotaInstant } from '@horizonte/contracts/calendar';
import type { Database, PqrsEstado, PqrsSubtipo, PqrsTipo } from '@horizonte/db';

import { normalizeSearch } from '../lib/text.ts';
import { dateOf } from '../modules/pqrs/output.ts';
import { plazoDeRadicacion } from '../modules/pqrs/plazos.ts';
import { formatRadicado } from '../modules/pqrs/radicar.ts';

interface DemoPqrs {
  filer: string;
  tipo: PqrsTipo;
  subtipo: PqrsSubtipo;
  asunto: string;
  descripcion: string;
  /** Días hábiles before today it was filed. */
  haceDias: number;
  estado: PqrsEstado;
  asignado?: string;
  respuesta?: string;
}

const DEMO: DemoPqrs[] = [
  {
    filer: 'residente@horizonte.co',
    tipo: 'queja',
    subtipo: 'general',
    asunto: 'Ruido en el apartamento 202',
    descripcion: 'Música a alto volumen después de las 10 p. m. varios días de la semana.',
    haceDias: 20,
    estado: 'en_tramite',
  },
  {
    filer: 'residente@horizonte.co',
    tipo: 'reclamo',
    subtipo: 'general',
    asunto: 'Filtración en el parqueadero',
    descripcion: 'Cae agua sobre el puesto 14 cuando llueve.',
    haceDias: 6,
    estado: 'en_tramite',
    asignado: 'proveedor@horizonte.co',
  },
  {
    filer: 'propietario@horizonte.co',
    tipo: 'peticion',
    subtipo: 'documentos',
    asunto: 'Copia del acta de la última asamblea',
    descripcion: 'Solicito copia del acta de la asamblea ordinaria.',
    haceDias: 8,
    estado: 'respondida',
    respuesta: 'Adjuntamos el acta; también está en Documentos.',
  },
  {
    filer: 'propietario@horizonte.co',
    tipo: 'peticion',
    subtipo: 'consulta',
    asunto: '¿Puedo cerrar el balcón?',
    descripcion: 'Quisiera saber si el reglamento permite cerrar el balcón con vidrio.',
    haceDias: 1,
    estado: 'radicada',
  },
  {
    filer: 'residente@horizonte.co',
    tipo: 'sugerencia',
    subtipo: 'general',
    asunto: 'Bicicletero cubierto',
    descripcion: 'Sería útil un bicicletero con techo junto a la portería.',
    haceDias: 3,
    estado: 'radicada',
  },
];

export async function seedDemoPqrs(db: Database, now: Date): Promise<void> {
  const ph = await db.pH.findFirst({ where: { identificador: 'altos', deletedAt: null } });
  if (!ph) return;
  const users = new Map((await db.user.findMany({ select: { id: true, email: true } })).map((u) => [u.email, u.id]));
  const admin = users.get('admin.altos@horizonte.co')!;
  const hoy = bogotaDate(now);
  let numero = 0;
  for (const p of DEMO) {
    const radicadaEn = bogotaInstant(addBusinessDays(hoy, -p.haceDias), '09:30');
    const plazo = plazoDeRadicacion(radicadaEn, p.tipo, p.subtipo);
    const anio = Number(bogotaDate(radicadaEn).slice(0, 4));
    numero += 1;
    const solicitanteId = users.get(p.filer)!;
    const residencia = await db.residente.findFirst({
      where: { userId: solicitanteId, apartamento: { phId: ph.id } },
      select: { apartamentoId: true },
    });
    const radicado = formatRadicado(anio, numero);
    const respondidaEn = p.respuesta ? bogotaInstant(addBusinessDays(bogotaDate(radicadaEn), 4), '15:00') : null;
    const pqrs = await db.pqrs.create({
      data: {
        phId: ph.id,
        anio,
        numero,
        radicado,
        tipo: p.tipo,
        subtipo: p.subtipo,
        asunto: p.asunto,
        descripcion: p.descripcion,
        apartamentoId: residencia?.apartamentoId ?? null,
        solicitanteId,
        asignadoId: p.asignado ? users.get(p.asignado)! : null,
        estado: p.estado,
        fechaRadicacion: radicadaEn,
        fechaInicio: dateOf(plazo.fechaInicio),
        terminoDias: plazo.terminoDias,
        fechaVencimiento: plazo.fechaVencimiento ? dateOf(plazo.fechaVencimiento) : null,
        respuesta: p.respuesta ?? null,
        respondidaEn,
        searchText: normalizeSearch([radicado, p.asunto, p.descripcion].join(' ')),
        createdAt: radicadaEn,
      },
    });
    await db.pqrsEvento.create({
      data: {
        pqrsId: pqrs.id,
        actorId: solicitanteId,
        tipo: 'radicacion',
        estadoNuevo: 'radicada',
        texto: p.asunto,
        createdAt: radicadaEn,
      },
    });
    if (p.estado !== 'radicada') {
      const at = bogotaInstant(addBusinessDays(bogotaDate(radicadaEn), 1), '10:00');
      await db.pqrsEvento.create({
        data: {
          pqrsId: pqrs.id,
          actorId: admin,
          tipo: 'estado',
          estadoAnterior: 'radicada',
          estadoNuevo: 'en_tramite',
          createdAt: at,
        },
      });
    }
    if (respondidaEn)
      await db.pqrsEvento.create({
        data: {
          pqrsId: pqrs.id,
          actorId: admin,
          tipo: 'respuesta',
          estadoAnterior: 'en_tramite',
          estadoNuevo: 'respondida',
          texto: p.respuesta!,
          createdAt: respondidaEn,
        },
      });
    if (p.asignado) {
      await db.pqrsComentario.create({
        data: {
          pqrsId: pqrs.id,
          autorId: admin,
          texto: 'Revisar la impermeabilización del sótano 1.',
          interno: true,
          createdAt: radicadaEn,
        },
      });
      await db.pqrsEvento.create({
        data: { pqrsId: pqrs.id, actorId: admin, tipo: 'asignacion', texto: 'Asignada a Proveedor', createdAt: radicadaEn },
      });
    }
  }
  for (const anio of new Set((await db.pqrs.findMany({ where: { phId: ph.id }, select: { anio: true } })).map((r) => r.anio))) {
    const ultimo = await db.pqrs.aggregate({ where: { phId: ph.id, anio }, _max: { numero: true } });
    await db.pqrsConsecutivo.create({ data: { phId: ph.id, anio, ultimo: ultimo._max.numero ?? 0 } });
  }

  await db.comunicado.create({
    data: {
      phId: ph.id,
      autorId: admin,
      titulo: 'Mantenimiento de ascensores',
      fijado: true,
      audiencia: { tipo: 'todos' },
      createdAt: now,
      cuerpo:
        '**Martes y miércoles** de 8:00 a. m. a 12:00 m. se hará el mantenimiento preventivo de los ascensores.\n\n- Torre 1: martes\n- Torre 2: miércoles\n\nGracias por su comprensión.',
    },
  });
  await db.comunicado.create({
    data: {
      phId: ph.id,
      autorId: admin,
      titulo: 'Horario de la piscina',
      audiencia: { tipo: 'todos' },
      createdAt: new Date(now.getTime() - 3 * 86_400_000),
      cuerpo: 'La piscina abre de **martes a domingo, 9:00 a. m. a 7:00 p. m.** Recuerde ducharse antes de ingresar.',
    },
  });
}
