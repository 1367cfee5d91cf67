// Demo notifications (issue 32) in `altos`, relative to the clock, so every bell shows something on the
// first `pnpm start`: some read, some not, each linking to the section of its thing. (The seeded
// asambleas add their own through the services: the convocatoria and its votaciones.)
import type { Database } from '@horizonte/db';

interface Demo {
  email: string;
  tipo: string;
  titulo: string;
  cuerpo: string;
  enlace: string;
  /** How long ago, in minutes. */
  hace: number;
  leida: boolean;
}

const DEMO: Demo[] = [
  {
    email: 'propietario@horizonte.co',
    tipo: 'paquete_recibido',
    titulo: 'Llegó un paquete para 1-101',
    cuerpo: 'Caja mediana (de Servientrega). Te espera en portería.',
    enlace: '/ph/altos/propietario/porteria',
    hace: 25,
    leida: false,
  },
  {
    email: 'propietario@horizonte.co',
    tipo: 'comunicado_publicado',
    titulo: 'Nuevo comunicado: Mantenimiento de ascensores',
    cuerpo: 'El sábado de 8:00 a 12:00 los ascensores de la Torre 1 estarán fuera de servicio.',
    enlace: '/ph/altos/propietario/comunicados',
    hace: 3 * 60,
    leida: false,
  },
  {
    email: 'propietario@horizonte.co',
    tipo: 'reserva_aprobada',
    titulo: 'Tu reserva fue aprobada: Salón comunal',
    cuerpo: 'Reserva de 1-101',
    enlace: '/ph/altos/propietario/reservas',
    hace: 2 * 24 * 60,
    leida: true,
  },
  {
    email: 'residente@horizonte.co',
    tipo: 'pqrs_respondida',
    titulo: 'Respondieron tu PQRS',
    cuerpo: 'Revisamos la filtración y el plomero pasa el martes en la mañana.',
    enlace: '/ph/altos/residente/pqrs',
    hace: 90,
    leida: false,
  },
  {
    email: 'residente@horizonte.co',
    tipo: 'visitante_en_porteria',
    titulo: 'Andrés Gómez está en portería',
    cuerpo: 'Visita para 1-102, autorizada por Laura por citófono.',
    enlace: '/ph/altos/residente/porteria',
    hace: 26 * 60,
    leida: true,
  },
  {
    email: 'admin.altos@horizonte.co',
    tipo: 'pqrs_radicada',
    titulo: 'Nueva PQRS: Petición',
    cuerpo: 'Ruido en las noches en la Torre 2',
    enlace: '/ph/altos/admin/administrativo',
    hace: 40,
    leida: false,
  },
  {
    email: 'admin.altos@horizonte.co',
    tipo: 'obligacion_por_vencer',
    titulo: '2 obligaciones por vencer o vencidas',
    cuerpo: 'Mantenimiento de ascensores · por vencer; Recarga de extintores · vencido',
    enlace: '/ph/altos/admin/mantenimiento',
    hace: 5 * 60,
    leida: true,
  },
  {
    email: 'consejo@horizonte.co',
    tipo: 'comunicado_publicado',
    titulo: 'Nuevo comunicado: Mantenimiento de ascensores',
    cuerpo: 'El sábado de 8:00 a 12:00 los ascensores de la Torre 1 estarán fuera de servicio.',
    enlace: '/ph/altos/consejo/comunicados',
    hace: 3 * 60,
    leida: false,
  },
];

export async function seedDemoNotificaciones(db: Database, now: Date): Promise<void> {
  const ph = await db.pH.findFirst({ where: { identificador: 'altos', deletedAt: null }, select: { id: true } });
  if (!ph) return;
  const users = new Map(
    (await db.user.findMany({ where: { email: { in: DEMO.map((d) => d.email) } }, select: { id: true, email: true } })).map(
      (u) => [u.email, u.id],
    ),
  );
  await db.notificacion.createMany({
    data: DEMO.filter((d) => users.has(d.email)).map((d) => {
      const creada = new Date(now.getTime() - d.hace * 60_000);
      return {
        userId: users.get(d.email)!,
        phId: ph.id,
        tipo: d.tipo,
        titulo: d.titulo,
        cuerpo: d.cuerpo,
        enlace: d.enlace,
        creada,
        leidaEn: d.leida ? new Date(creada.getTime() + 10 * 60_000) : null,
      };
    }),
  });
}
