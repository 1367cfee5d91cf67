// Demo data of support tickets (issue 33): the administrations of altos and prados have asked the
// platform for help — one ticket open and waiting, one being worked with support's answer, one resolved
// and one closed — so Soporte's queue, its dashboard and each complex's «Ayuda» show real rows from the
// first start. No mail: the demo tells nobody. Safe to run again (it seeds only an empty table).
import type { Database, EstadoTicket, PrioridadTicket } from '@horizonte/db';

const HORA_MS = 60 * 60 * 1000;

interface DemoTicket {
  ph: 'altos' | 'prados';
  asunto: string;
  descripcion: string;
  prioridad: PrioridadTicket;
  estado: EstadoTicket;
  horasAtras: number;
  respuesta?: string;
}

const TICKETS: DemoTicket[] = [
  {
    ph: 'altos',
    asunto: 'No llega el correo de verificación a un residente',
    descripcion: 'El residente de la Torre 1, apartamento 302, dice que no le llega el correo para verificar su cuenta.',
    prioridad: 'alta',
    estado: 'abierto',
    horasAtras: 3,
  },
  {
    ph: 'prados',
    asunto: 'Cambio de administrador del conjunto',
    descripcion: 'A partir del próximo mes la administración pasa a otra persona. ¿Cómo le entrego el acceso?',
    prioridad: 'media',
    estado: 'en_progreso',
    horasAtras: 30,
    respuesta:
      'Hola, Marcela: invita a la nueva persona con el rol de administración desde Comunidad y, cuando acepte, retira el tuyo.',
  },
  {
    ph: 'altos',
    asunto: 'Duda sobre los coeficientes de copropiedad',
    descripcion: 'La suma de coeficientes da 99,98 %. ¿Es un problema para facturar?',
    prioridad: 'baja',
    estado: 'resuelto',
    horasAtras: 72,
    respuesta:
      'La facturación exige que sumen 100 %: ajusta el coeficiente de una unidad según el reglamento y vuelve a intentarlo.',
  },
  {
    ph: 'prados',
    asunto: 'Exportar la cartera a Excel',
    descripcion: '¿Dónde descargo la cartera del mes?',
    prioridad: 'baja',
    estado: 'cerrado',
    horasAtras: 200,
    respuesta: 'En Tesorería › Cartera, botón «Descargar Excel».',
  },
];

export async function seedDemoTicketsSoporte(db: Database, now: Date): Promise<void> {
  if ((await db.ticketSoporte.count()) > 0) return;
  const [admin, soporte, phs] = await Promise.all([
    db.user.findUnique({ where: { email: 'admin@horizonte.co' }, select: { id: true } }),
    db.user.findUnique({ where: { email: 'soporte@horizonte.co' }, select: { id: true } }),
    db.pH.findMany({
      where: { identificador: { in: ['altos', 'prados'] }, deletedAt: null },
      select: { id: true, identificador: true },
    }),
  ]);
  if (!admin || !soporte) return;
  const phId = new Map(phs.map((p) => [p.identificador, p.id]));
  for (const t of TICKETS) {
    const ph = phId.get(t.ph);
    if (!ph) continue;
    const creadoEl = new Date(now.getTime() - t.horasAtras * HORA_MS);
    const respondidoEl = t.respuesta ? new Date(creadoEl.getTime() + 2 * HORA_MS) : null;
    await db.ticketSoporte.create({
      data: {
        phId: ph,
        solicitanteId: admin.id,
        asignadoId: t.respuesta ? soporte.id : null,
        asunto: t.asunto,
        descripcion: t.descripcion,
        prioridad: t.prioridad,
        estado: t.estado,
        creadoEl,
        actualizadoEl: respondidoEl ?? creadoEl,
        primeraRespuestaEl: respondidoEl,
        ...(t.respuesta && respondidoEl
          ? { mensajes: { create: { autorId: soporte.id, deSoporte: true, texto: t.respuesta, creadoEl: respondidoEl } } }
          : {}),
      },
    });
  }
}
