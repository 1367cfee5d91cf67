// Demo portería (issue 17) in `altos`, relative to the clock: visitors expected today (their codes
// are random and not shown: residents create new ones from the portal), a visitor inside and one
// who already left, two packages waiting for Torre 1 · 101 and one delivered, and the shift's minuta.
import { randomBytes } from 'node:crypto';

import { bogotaDate, bogotaInstant } from '@horizonte/contracts/calendar';
import type { Database } from '@horizonte/db';

import { accesoSearchText } from '../modules/porteria/accesos.ts';

const MIN = 60_000;

/** A stored code value no code opens (the demo's codes are never shown): random, the size of an HMAC. */
const codigoQueNadieConoce = () => randomBytes(32).toString('hex');

export async function seedDemoPorteria(db: Database, now: Date): Promise<void> {
  const ph = await db.pH.findFirst({ where: { identificador: 'altos', deletedAt: null } });
  if (!ph) return;
  const users = new Map((await db.user.findMany({ select: { id: true, email: true } })).map((u) => [u.email, u.id]));
  const guardia = users.get('porteria@horizonte.co')!;
  const propietario = users.get('propietario@horizonte.co')!;
  const residente = users.get('residente@horizonte.co')!;
  const unidades = await db.apartamento.findMany({ where: { phId: ph.id, torre: '1', numero: { in: ['101', '102'] } } });
  const u101 = unidades.find((u) => u.numero === '101')!;
  const u102 = unidades.find((u) => u.numero === '102')!;
  const hoy = bogotaDate(now);
  const desde = bogotaInstant(hoy, '07:00');
  const hasta = bogotaInstant(hoy, '23:59');

  const esperados = [
    {
      apartamentoId: u101.id,
      creadoPorId: propietario,
      nombreVisitante: 'Camilo Rincón',
      documento: '79456123',
      placa: 'KZT482',
      usos: 1,
    },
    {
      apartamentoId: u101.id,
      creadoPorId: propietario,
      nombreVisitante: 'Familia Pardo Díaz (4 personas)',
      documento: null,
      placa: null,
      usos: 4,
    },
    {
      apartamentoId: u102.id,
      creadoPorId: residente,
      nombreVisitante: 'Técnico de Vanti',
      documento: '1032456789',
      placa: null,
      usos: 1,
    },
  ];
  for (const e of esperados) {
    await db.autorizacion.create({
      data: {
        phId: ph.id,
        ...e,
        desde,
        hasta,
        usosRestantes: e.usos,
        codigoHash: codigoQueNadieConoce(),
        createdAt: new Date(now.getTime() - 90 * MIN),
      },
    });
  }

  const visitas = [
    {
      apartamento: u102,
      nombreVisitante: 'Mensajero de Rappi',
      documento: null,
      placa: 'ABC12D',
      autorizadoPor: 'Laura Castro por citófono',
      entradaEn: new Date(now.getTime() - 150 * MIN),
      salidaEn: new Date(now.getTime() - 140 * MIN),
    },
    {
      apartamento: u101,
      nombreVisitante: 'Andrea Pardo',
      documento: '52789456',
      placa: null,
      autorizadoPor: 'Jorge Pardo por citófono',
      entradaEn: new Date(now.getTime() - 40 * MIN),
      salidaEn: null,
    },
  ];
  for (const { apartamento, ...v } of visitas) {
    await db.acceso.create({
      data: {
        phId: ph.id,
        apartamentoId: apartamento.id,
        ...v,
        registradoPorId: guardia,
        searchText: accesoSearchText(v, apartamento),
      },
    });
  }

  const paquetes = [
    { apartamentoId: u101.id, descripcion: 'Caja mediana', remitente: 'Amazon', recibidoEn: new Date(now.getTime() - 180 * MIN) },
    {
      apartamentoId: u101.id,
      descripcion: 'Sobre de correspondencia',
      remitente: 'Bancolombia',
      recibidoEn: new Date(now.getTime() - 60 * MIN),
    },
  ];
  for (const p of paquetes) await db.paquete.create({ data: { phId: ph.id, ...p, registradoPorId: guardia } });
  await db.paquete.create({
    data: {
      phId: ph.id,
      apartamentoId: u102.id,
      descripcion: 'Bolsa de Mercado Libre',
      remitente: 'Mercado Libre',
      recibidoEn: new Date(now.getTime() - 26 * 60 * MIN),
      registradoPorId: guardia,
      estado: 'entregado',
      entregadoEn: new Date(now.getTime() - 24 * 60 * MIN),
      entregadoPorId: guardia,
      recibidoPor: 'Laura Castro',
    },
  });

  const minuta = [
    {
      tipo: 'inicio_turno' as const,
      texto: 'Recibo el turno con las llaves del salón comunal y el citófono funcionando.',
      createdAt: new Date(now.getTime() - 240 * MIN),
    },
    {
      tipo: 'novedad' as const,
      texto: 'La puerta del parqueadero de visitantes quedó abierta unos minutos; se cerró y se revisó el sensor.',
      createdAt: new Date(now.getTime() - 100 * MIN),
    },
  ];
  for (const m of minuta) await db.minutaEntrada.create({ data: { phId: ph.id, ...m, autorId: guardia } });
}
