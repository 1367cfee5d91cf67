// Demo reservas (issue 17) in `altos`, relative to the clock: the salón comunal (approval and a fee),
// the BBQ, the gym and the visitors' parking, with a booking awaiting approval, confirmed ones in the
// coming days and one already used. The salón booking stays solicitada, so no fee reaches Tesorería's
// demo figures until someone approves it from the portal.
import { sumarDias } from '@horizonte/contracts';
import { bogotaDate, bogotaInstant } from '@horizonte/contracts/calendar';
import type { Database, EstadoReserva, Prisma } from '@horizonte/db';

const TODOS = [1, 2, 3, 4, 5, 6, 7];
const franjas = (dias: number[], desde: string, hasta: string) => dias.map((dia) => ({ dia, desde, hasta }));

export const DEMO_ZONAS = [
  {
    nombre: 'Salón comunal',
    descripcion: 'Salón para 60 personas con cocineta, mesas y sillas. Se entrega limpio y se devuelve limpio.',
    aforo: 60,
    duracionSlotMin: 240,
    horario: franjas(TODOS, '08:00', '24:00'),
    anticipacionMinHoras: 48,
    anticipacionMaxDias: 60,
    maxReservasPorUnidadMes: 2,
    tarifa: 120_000,
    deposito: 300_000,
    requiereAprobacion: true,
    bloqueaMorosos: true,
  },
  {
    nombre: 'Zona BBQ',
    descripcion: 'Asador a gas en la terraza del piso 8, con mesón y lavaplatos.',
    aforo: 15,
    duracionSlotMin: 120,
    horario: franjas(TODOS, '10:00', '22:00'),
    anticipacionMinHoras: 4,
    anticipacionMaxDias: 30,
    maxReservasPorUnidadMes: 4,
    tarifa: 0,
    deposito: 0,
    requiereAprobacion: false,
    bloqueaMorosos: true,
  },
  {
    nombre: 'Gimnasio',
    descripcion: 'Turnos de una hora para máximo 6 personas.',
    aforo: 6,
    duracionSlotMin: 60,
    horario: [...franjas([1, 2, 3, 4, 5], '05:00', '22:00'), ...franjas([6, 7], '07:00', '14:00')],
    anticipacionMinHoras: 1,
    anticipacionMaxDias: 7,
    maxReservasPorUnidadMes: 40,
    tarifa: 0,
    deposito: 0,
    requiereAprobacion: false,
    bloqueaMorosos: false,
  },
  {
    nombre: 'Parqueadero de visitantes',
    descripcion: 'Cupo V-1 en el sótano, para un vehículo de visita.',
    aforo: 1,
    duracionSlotMin: 240,
    horario: franjas(TODOS, '08:00', '24:00'),
    anticipacionMinHoras: 2,
    anticipacionMaxDias: 15,
    maxReservasPorUnidadMes: 8,
    tarifa: 0,
    deposito: 0,
    requiereAprobacion: false,
    bloqueaMorosos: false,
  },
] as const;

export async function seedDemoReservas(db: Database, now: Date): Promise<void> {
  const ph = await db.pH.findFirst({ where: { identificador: 'altos', deletedAt: null } });
  if (!ph) return;
  const users = new Map((await db.user.findMany({ select: { id: true, email: true } })).map((u) => [u.email, u.id]));
  const admin = users.get('admin@horizonte.co') ?? null;
  const propietario = users.get('propietario@horizonte.co')!;
  const residente = users.get('residente@horizonte.co')!;
  const unidades = await db.apartamento.findMany({ where: { phId: ph.id, torre: '1', numero: { in: ['101', '102'] } } });
  const u101 = unidades.find((u) => u.numero === '101')!.id;
  const u102 = unidades.find((u) => u.numero === '102')!.id;

  const zonas = new Map<string, string>();
  for (const z of DEMO_ZONAS) {
    const zona = await db.zona.create({
      data: { ...z, horario: z.horario as unknown as Prisma.InputJsonValue, phId: ph.id, createdAt: now, updatedAt: now },
    });
    zonas.set(z.nombre, zona.id);
  }

  const hoy = bogotaDate(now);
  const reservas: {
    zona: string;
    apartamentoId: string;
    solicitanteId: string;
    dia: number;
    desde: string;
    horas: number;
    asistentes: number;
    estado: EstadoReserva;
  }[] = [
    {
      zona: 'Salón comunal',
      apartamentoId: u101,
      solicitanteId: propietario,
      dia: 5,
      desde: '16:00',
      horas: 4,
      asistentes: 35,
      estado: 'solicitada',
    },
    {
      zona: 'Zona BBQ',
      apartamentoId: u102,
      solicitanteId: residente,
      dia: 3,
      desde: '12:00',
      horas: 2,
      asistentes: 10,
      estado: 'aprobada',
    },
    {
      zona: 'Zona BBQ',
      apartamentoId: u101,
      solicitanteId: propietario,
      dia: -4,
      desde: '14:00',
      horas: 2,
      asistentes: 8,
      estado: 'cumplida',
    },
    {
      zona: 'Gimnasio',
      apartamentoId: u102,
      solicitanteId: residente,
      dia: 1,
      desde: '07:00',
      horas: 1,
      asistentes: 1,
      estado: 'aprobada',
    },
    {
      zona: 'Parqueadero de visitantes',
      apartamentoId: u101,
      solicitanteId: propietario,
      dia: 2,
      desde: '16:00',
      horas: 4,
      asistentes: 1,
      estado: 'aprobada',
    },
  ];
  for (const r of reservas) {
    const inicio = bogotaInstant(sumarDias(hoy, r.dia), r.desde);
    const zona = DEMO_ZONAS.find((z) => z.nombre === r.zona)!;
    await db.reserva.create({
      data: {
        phId: ph.id,
        zonaId: zonas.get(r.zona)!,
        apartamentoId: r.apartamentoId,
        solicitanteId: r.solicitanteId,
        inicio,
        fin: new Date(inicio.getTime() + r.horas * 3_600_000),
        asistentes: r.asistentes,
        estado: r.estado,
        tarifa: zona.tarifa,
        deposito: zona.deposito,
        decididaEn: r.estado === 'solicitada' ? null : new Date(now.getTime() - 86_400_000),
        decididaPorId: r.estado === 'cumplida' ? admin : null,
        createdAt: new Date(now.getTime() - 2 * 86_400_000),
        updatedAt: now,
      },
    });
  }
}
