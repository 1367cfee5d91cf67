// Demo órdenes de trabajo (issue 29) in `altos`: one in each estado — one from the demo PQRS about the
// parking-lot leak (its owner follows it), one over the complex's threshold waiting for the consejo, and
// two of Ascensores Andinos for the proveedor's portal — with their history, so the board, the consejo's
// approvals and the proveedor's dashboard show real data. Each proveedor is found by (complex, NIT) or
// created, so this seed also works alone.
import { bogotaDate, sumarDiasCiviles } from '@horizonte/contracts';
import type { Database, EstadoOrden, PrioridadOrden } from '@horizonte/db';

import { abrirOrden } from '../modules/ordenes/abrir.ts';
import { dateOf } from '../modules/pqrs/output.ts';

const DIA = 24 * 60 * 60 * 1000;

/** The two demo proveedores every seed of issue 29 shares (demo-shared.md). */
export const DEMO_PROVEEDORES = {
  ascensores: {
    razonSocial: 'Ascensores Andinos S.A.S.',
    nit: '900481516',
    dv: 6,
    servicios: ['ascensores', 'puertas eléctricas'],
    usuario: 'proveedor@horizonte.co',
  },
  aguas: {
    razonSocial: 'Aguas Limpias Servicios S.A.S.',
    nit: '901234567',
    dv: 7,
    servicios: ['lavado de tanques', 'fumigación'],
    usuario: null,
  },
} as const;

async function proveedorDemo(db: Database, phId: string, p: (typeof DEMO_PROVEEDORES)[keyof typeof DEMO_PROVEEDORES], now: Date) {
  const found = await db.proveedor.findUnique({ where: { phId_nit: { phId, nit: p.nit } } });
  if (found) return found;
  const user = p.usuario ? await db.user.findUnique({ where: { email: p.usuario }, select: { id: true } }) : null;
  return db.proveedor.create({
    data: {
      phId,
      razonSocial: p.razonSocial,
      nit: p.nit,
      dv: p.dv,
      declarante: true,
      servicios: [...p.servicios],
      userId: user?.id ?? null,
      createdAt: now,
      updatedAt: now,
    },
  });
}

interface DemoOrden {
  titulo: string;
  descripcion: string;
  prioridad: PrioridadOrden;
  /** The steps after abierta, in order. */
  camino: EstadoOrden[];
  proveedor?: 'ascensores' | 'aguas';
  costoEstimado?: number;
  costoReal?: number;
  /** Days before today it was opened. */
  haceDias: number;
  /** Days from today it is due. */
  venceEnDias?: number;
  pqrsAsunto?: string;
  pendienteConsejo?: boolean;
  motivo?: string;
}

const DEMO: DemoOrden[] = [
  {
    titulo: 'Revisar la filtración del parqueadero',
    descripcion: 'Cae agua sobre el puesto 14 cuando llueve (PQRS del residente).',
    prioridad: 'alta',
    camino: [],
    haceDias: 2,
    venceEnDias: 10,
    pqrsAsunto: 'Filtración en el parqueadero',
  },
  {
    titulo: 'Cambiar el motor del portón vehicular',
    descripcion: 'El motor actual se recalienta; cotización de reemplazo completo.',
    prioridad: 'media',
    camino: [],
    costoEstimado: 4_800_000,
    haceDias: 3,
    pendienteConsejo: true,
  },
  {
    titulo: 'Ajustar las puertas del ascensor de la torre 1',
    descripcion: 'Las puertas se devuelven antes de cerrar.',
    prioridad: 'emergencia',
    camino: ['asignada'],
    proveedor: 'ascensores',
    costoEstimado: 350_000,
    haceDias: 1,
    venceEnDias: 2,
  },
  {
    titulo: 'Mantenimiento preventivo mensual de ascensores',
    descripcion: 'Revisión de cables, frenos y botoneras.',
    prioridad: 'media',
    camino: ['asignada', 'en_curso'],
    proveedor: 'ascensores',
    costoEstimado: 900_000,
    haceDias: 6,
    venceEnDias: 5,
  },
  {
    titulo: 'Lavado y desinfección de tanques',
    descripcion: 'Semestral (Decreto 1575 de 2007).',
    prioridad: 'alta',
    camino: ['asignada', 'en_curso', 'terminada'],
    proveedor: 'aguas',
    costoEstimado: 1_200_000,
    costoReal: 1_150_000,
    haceDias: 12,
  },
  {
    titulo: 'Cambio de bombillos del lobby',
    descripcion: 'Seis bombillos LED.',
    prioridad: 'baja',
    camino: ['asignada', 'en_curso', 'terminada', 'verificada'],
    proveedor: 'ascensores',
    costoEstimado: 90_000,
    costoReal: 84_000,
    haceDias: 20,
  },
  {
    titulo: 'Pintura de la fachada norte',
    descripcion: 'Aplazada para el próximo año.',
    prioridad: 'baja',
    camino: ['cancelada'],
    haceDias: 30,
    motivo: 'La asamblea la aplazó para el presupuesto del próximo año',
  },
];

const MARCA: Partial<Record<EstadoOrden, 'asignadaEn' | 'iniciadaEn' | 'terminadaEn' | 'verificadaEn' | 'canceladaEn'>> = {
  asignada: 'asignadaEn',
  en_curso: 'iniciadaEn',
  terminada: 'terminadaEn',
  verificada: 'verificadaEn',
  cancelada: 'canceladaEn',
};

export async function seedDemoOrdenes(db: Database, now: Date): Promise<void> {
  const ph = await db.pH.findFirst({ where: { identificador: 'altos', deletedAt: null } });
  if (!ph) return;
  if (await db.ordenTrabajo.count({ where: { phId: ph.id, titulo: { in: DEMO.map((d) => d.titulo) } } })) return;
  const proveedores = {
    ascensores: await proveedorDemo(db, ph.id, DEMO_PROVEEDORES.ascensores, now),
    aguas: await proveedorDemo(db, ph.id, DEMO_PROVEEDORES.aguas, now),
  };
  // Órdenes over $ 2.000.000 wait for one member of the consejo (unless the complex set its own).
  if (!(await db.mantenimientoConfiguracion.findUnique({ where: { phId: ph.id } })))
    await db.mantenimientoConfiguracion.create({
      data: { phId: ph.id, umbralAprobacion: 2_000_000n, aprobacionesRequeridas: 1, diasAnticipacion: 15, updatedAt: now },
    });
  const admin = await db.userRole.findFirst({ where: { phId: ph.id, rol: 'admin' }, select: { userId: true } });
  const hoy = bogotaDate(now);
  await db.$transaction(
    async (tx) => {
      for (const d of DEMO) {
        const abierta = new Date(now.getTime() - d.haceDias * DIA);
        const pqrs = d.pqrsAsunto
          ? await tx.pqrs.findFirst({ where: { phId: ph.id, asunto: d.pqrsAsunto }, select: { id: true } })
          : null;
        const orden = await abrirOrden(tx, abierta, {
          phId: ph.id,
          titulo: d.titulo,
          descripcion: d.descripcion,
          prioridad: d.prioridad,
          pqrsId: pqrs?.id ?? null,
          fechaLimite: d.venceEnDias === undefined ? null : dateOf(sumarDiasCiviles(hoy, d.venceEnDias)),
          costoEstimado: d.costoEstimado ?? null,
          requiereAprobacion: Boolean(d.pendienteConsejo),
          creadoPorId: admin?.userId ?? null,
        });
        let desde: EstadoOrden = 'abierta';
        const marcas: Partial<Record<string, Date>> = {};
        for (const [i, hacia] of d.camino.entries()) {
          const at = new Date(abierta.getTime() + (i + 1) * ((d.haceDias * DIA) / (d.camino.length + 1)));
          marcas[MARCA[hacia]!] = at;
          const proveedorUser = d.proveedor ? proveedores[d.proveedor].userId : null;
          const actorId =
            (hacia === 'en_curso' || hacia === 'terminada') && proveedorUser ? proveedorUser : (admin?.userId ?? null);
          await tx.ordenEvento.create({
            data: {
              ordenId: orden.id,
              actorId,
              desde,
              hacia,
              nota: hacia === 'cancelada' ? (d.motivo ?? null) : null,
              createdAt: at,
            },
          });
          desde = hacia;
        }
        await tx.ordenTrabajo.update({
          where: { id: orden.id },
          data: {
            estado: desde,
            proveedorId: d.proveedor ? proveedores[d.proveedor].id : null,
            costoReal: d.costoReal ?? null,
            motivoCancelacion: d.motivo ?? null,
            notaCierre: d.costoReal ? 'Trabajo realizado; evidencia entregada a la administración.' : null,
            ...marcas,
            updatedAt: now,
          },
        });
      }
    },
    { timeout: 60_000 },
  );
}
