// Demo data of the commercial side (issue 33): leads in several states of the funnel (one already a
// customer: the altos complex), plans on the demo complexes (altos active on Módulos Pro, prados on
// trial of Núcleo Premium) and this month's target, so the Comercial portal shows real figures from
// the first start. Safe to run again (find-or-create by email and periodo).
import { CONSENTIMIENTO_CONTACTO, type LeadEstado, type PlanClave, type PlanEstado } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import type { Database } from '@horizonte/db';

const DIA_MS = 24 * 60 * 60 * 1000;

const LEADS: readonly {
  email: string;
  nombre: string;
  conjunto: string;
  ciudad: string;
  unidades: number;
  telefono: string;
  estados: LeadEstado[];
  nota: string;
  diasAtras: number;
  ph?: string;
}[] = [
  {
    email: 'laura.gomez@example.com',
    nombre: 'Laura Gómez',
    conjunto: 'Conjunto Reservas del Parque',
    ciudad: 'Bogotá',
    unidades: 240,
    telefono: '3104567890',
    estados: ['nuevo'],
    nota: 'Formulario de contacto',
    diasAtras: 1,
  },
  {
    email: 'andres.mejia@example.com',
    nombre: 'Andrés Mejía',
    conjunto: 'Edificio Torre Central',
    ciudad: 'Medellín',
    unidades: 60,
    telefono: '3157654321',
    estados: ['nuevo', 'contactado'],
    nota: 'Llamada con el administrador: pide una demostración',
    diasAtras: 4,
  },
  {
    email: 'paola.rincon@example.com',
    nombre: 'Paola Rincón',
    conjunto: 'Agrupación Villa Verde',
    ciudad: 'Cali',
    unidades: 520,
    telefono: '3001122334',
    estados: ['nuevo', 'contactado', 'demo'],
    nota: 'Demostración al consejo el jueves',
    diasAtras: 9,
  },
  {
    email: 'jorge.salazar@example.com',
    nombre: 'Jorge Salazar',
    conjunto: 'Conjunto Alameda 170',
    ciudad: 'Bogotá',
    unidades: 180,
    telefono: '3209988776',
    estados: ['nuevo', 'contactado', 'perdido'],
    nota: 'Eligieron otro proveedor',
    diasAtras: 20,
  },
  {
    email: 'admin@horizonte.co',
    nombre: 'Administración Altos del Chicó',
    conjunto: 'Conjunto Residencial Altos del Chicó',
    ciudad: 'Bogotá',
    unidades: 120,
    telefono: '3012345678',
    estados: ['nuevo', 'contactado', 'demo', 'cliente'],
    nota: 'Convertido en conjunto',
    diasAtras: 40,
    ph: 'altos',
  },
];

const PLANES: Record<string, { plan: PlanClave; estado: PlanEstado }> = {
  altos: { plan: 'modulos_pro', estado: 'activa' },
  prados: { plan: 'nucleo_premium', estado: 'prueba' },
};

export async function seedDemoComercial(db: Database, now: Date): Promise<void> {
  const phs = await db.pH.findMany({ where: { identificador: { in: Object.keys(PLANES) }, deletedAt: null } });
  const phId = new Map(phs.map((ph) => [ph.identificador, ph.id]));
  const hoy = new Date(`${bogotaDate(now)}T00:00:00.000Z`);
  for (const [identificador, plan] of Object.entries(PLANES)) {
    const id = phId.get(identificador);
    if (!id) continue;
    await db.planConjunto.upsert({ where: { phId: id }, create: { phId: id, ...plan, inicio: hoy, updatedAt: now }, update: {} });
  }
  for (const lead of LEADS) {
    if (await db.lead.findFirst({ where: { email: lead.email }, select: { id: true } })) continue;
    const creado = new Date(now.getTime() - lead.diasAtras * DIA_MS);
    const estado = lead.estados.at(-1)!;
    const convertido = lead.ph ? (phId.get(lead.ph) ?? null) : null;
    await db.lead.create({
      data: {
        nombre: lead.nombre,
        conjunto: lead.conjunto,
        ciudad: lead.ciudad,
        unidades: lead.unidades,
        telefono: lead.telefono,
        email: lead.email,
        estado,
        consentimientoTexto: CONSENTIMIENTO_CONTACTO,
        consentimientoEn: creado,
        phId: convertido,
        convertidoEn: convertido ? now : null,
        createdAt: creado,
        updatedAt: now,
        eventos: {
          create: lead.estados.map((hacia, i) => ({
            desde: i === 0 ? null : lead.estados[i - 1],
            hacia,
            nota: i === lead.estados.length - 1 ? lead.nota : i === 0 ? 'Formulario de contacto' : 'Seguimiento',
            createdAt: new Date(creado.getTime() + i * DIA_MS),
          })),
        },
      },
    });
  }
  const periodo = bogotaDate(now).slice(0, 7);
  await db.metaComercial.upsert({
    where: { periodo },
    create: { periodo, nuevosClientes: 3, mrr: 1000, updatedAt: now },
    update: {},
  });
}
