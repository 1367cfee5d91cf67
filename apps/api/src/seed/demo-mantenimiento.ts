// Demo mantenimiento (issue 29) in `altos`, relative to the seed's clock: the common equipment, the legal
// obligations pre-loaded (Bogotá: the lifts' inspection too) with one in each estado — the tanks al día
// with the evidence of their last washing (an orden verificada of that plan), the lifts' yearly
// inspection por vencer, the extinguishers' recharge vencida — and the complex's own preventive plans.
// The two demo proveedores are shared with the other demo seeds: found by (complex, NIT) or created.
import { sumarDiasCiviles } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import type { CategoriaActivo, Database, Prisma } from '@horizonte/db';

import { precargarObligaciones } from '../modules/mantenimiento/obligaciones.ts';
import { dateOf } from '../modules/mantenimiento/output.ts';
import { abrirOrden } from '../modules/ordenes/abrir.ts';

type Tx = Prisma.TransactionClient;

export const DEMO_PROVEEDORES = {
  ascensores: {
    razonSocial: 'Ascensores Andinos S.A.S.',
    nit: '900481516',
    dv: 6,
    declarante: true,
    servicios: ['ascensores', 'puertas eléctricas'],
    usuario: 'proveedor@horizonte.co',
  },
  aguas: {
    razonSocial: 'Aguas Limpias Servicios S.A.S.',
    nit: '901234567',
    dv: 7,
    declarante: true,
    servicios: ['lavado de tanques', 'fumigación'],
    usuario: null,
  },
} as const;

async function proveedorDemo(tx: Tx, phId: string, clave: keyof typeof DEMO_PROVEEDORES, now: Date) {
  const { usuario, ...datos } = DEMO_PROVEEDORES[clave];
  const existente = await tx.proveedor.findFirst({ where: { phId, nit: datos.nit } });
  if (existente) return existente;
  const user = usuario ? await tx.user.findUnique({ where: { email: usuario }, select: { id: true } }) : null;
  return tx.proveedor.create({
    data: { ...datos, servicios: [...datos.servicios], phId, userId: user?.id ?? null, createdAt: now, updatedAt: now },
  });
}

const ACTIVOS: {
  nombre: string;
  categoria: CategoriaActivo;
  ubicacion: string;
  marca?: string;
  proveedor?: 'ascensores' | 'aguas';
}[] = [
  { nombre: 'Ascensor torre 1', categoria: 'ascensor', ubicacion: 'Torre 1', marca: 'Schindler', proveedor: 'ascensores' },
  { nombre: 'Bomba de agua potable', categoria: 'bomba', ubicacion: 'Cuarto de bombas, sótano', marca: 'Pedrollo' },
  { nombre: 'Tanque de agua subterráneo', categoria: 'tanque_agua', ubicacion: 'Sótano', proveedor: 'aguas' },
  { nombre: 'Planta eléctrica de emergencia', categoria: 'planta_electrica', ubicacion: 'Sótano', marca: 'Cummins' },
  { nombre: 'Extintores de áreas comunes', categoria: 'extintor', ubicacion: 'Pasillos y parqueaderos' },
  { nombre: 'Cámaras de seguridad', categoria: 'camaras', ubicacion: 'Portería y perímetro', marca: 'Hikvision' },
];

export async function seedDemoMantenimiento(db: Database, now: Date): Promise<void> {
  const hoy = bogotaDate(now);
  const dias = (n: number) => dateOf(sumarDiasCiviles(hoy, n));
  await db.$transaction(
    async (tx) => {
      const complejos = await tx.pH.findMany({ where: { identificador: { in: ['altos', 'prados'] } } });
      for (const ph of complejos) await precargarObligaciones(tx, ph, now);
      const altos = complejos.find((p) => p.identificador === 'altos');
      if (!altos) return;
      const proveedores = {
        ascensores: await proveedorDemo(tx, altos.id, 'ascensores', now),
        aguas: await proveedorDemo(tx, altos.id, 'aguas', now),
      };
      const activos = new Map<CategoriaActivo, string>();
      for (const a of ACTIVOS) {
        const existente = await tx.activo.findFirst({ where: { phId: altos.id, nombre: a.nombre } });
        const activo =
          existente ??
          (await tx.activo.create({
            data: {
              phId: altos.id,
              nombre: a.nombre,
              categoria: a.categoria,
              ubicacion: a.ubicacion,
              marca: a.marca ?? null,
              proveedorId: a.proveedor ? proveedores[a.proveedor].id : null,
              fechaInstalacion: dateOf('2018-06-15'),
              createdAt: now,
              updatedAt: now,
            },
          }));
        activos.set(a.categoria, activo.id);
      }

      const obligacion = (clave: string, data: Prisma.PlanMantenimientoUncheckedUpdateInput) =>
        tx.planMantenimiento.update({ where: { phId_clave: { phId: altos.id, clave } }, data });
      // Al día: washed 60 days ago (its orden verificada is the evidence); next in about four months.
      const tanques = await obligacion('lavado_tanques', {
        fechaInicio: dias(-60),
        activoId: activos.get('tanque_agua'),
        proveedorId: proveedores.aguas.id,
        costoEstimado: 850_000,
      });
      // Por vencer: the lifts' yearly inspection in 12 days.
      await obligacion('inspeccion_ascensores', {
        fechaInicio: dias(12),
        activoId: activos.get('ascensor'),
        proveedorId: proveedores.ascensores.id,
        costoEstimado: 1_200_000,
      });
      // Vencido: the extinguishers were due 20 days ago and nobody recharged them.
      await obligacion('recarga_extintores', {
        fechaInicio: dias(-20),
        activoId: activos.get('extintor'),
        costoEstimado: 420_000,
      });

      const lavado = dias(-60);
      const orden = await abrirOrden(tx, lavado, {
        phId: altos.id,
        titulo: tanques.titulo,
        activoId: tanques.activoId,
        proveedorId: proveedores.aguas.id,
        planId: tanques.id,
        fechaProgramada: lavado,
        fechaLimite: lavado,
        costoEstimado: 850_000,
        requiereAprobacion: false,
        creadoPorId: null,
      });
      const pasos = [
        ['abierta', 'asignada'],
        ['asignada', 'en_curso'],
        ['en_curso', 'terminada'],
        ['terminada', 'verificada'],
      ] as const;
      for (const [desde, hacia] of pasos)
        await tx.ordenEvento.create({ data: { ordenId: orden.id, desde, hacia, createdAt: lavado } });
      await tx.ordenTrabajo.update({
        where: { id: orden.id },
        data: {
          estado: 'verificada',
          costoReal: 850_000,
          notaCierre: 'Lavado y desinfección con hipoclorito; certificado de Aguas Limpias entregado.',
          asignadaEn: lavado,
          iniciadaEn: lavado,
          terminadaEn: lavado,
          verificadaEn: lavado,
          updatedAt: lavado,
        },
      });

      const propio = (
        titulo: string,
        data: Omit<Prisma.PlanMantenimientoUncheckedCreateInput, 'phId' | 'titulo' | 'createdAt' | 'updatedAt'>,
      ) => tx.planMantenimiento.create({ data: { ...data, phId: altos.id, titulo, createdAt: now, updatedAt: now } });
      await propio('Mantenimiento preventivo de la planta eléctrica', {
        activoId: activos.get('planta_electrica'),
        frecuencia: 'meses',
        intervalo: 1,
        fechaInicio: dias(5),
        costoEstimado: 280_000,
      });
      await propio('Revisión de bombas de agua', {
        activoId: activos.get('bomba'),
        frecuencia: 'semanas',
        intervalo: 2,
        fechaInicio: dias(3),
      });
      await propio('Limpieza y ajuste de cámaras', {
        activoId: activos.get('camaras'),
        frecuencia: 'meses',
        intervalo: 3,
        fechaInicio: dias(20),
        // No outdoor work in the rainy months.
        mesesOmitidos: [4, 10],
      });
    },
    { timeout: 60_000 },
  );
}
