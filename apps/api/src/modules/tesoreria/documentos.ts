// Documents of the treasury: recibo de caja, estado de cuenta, cuenta de cobro and the paz y salvo
// (art. 29 of Ley 675: a seller needs one at the notary; the code lets anyone check it).
import { randomBytes } from 'node:crypto';

import { NOMBRE_AJUSTE, sumarDias, TESORERIA_MSG } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import type { PH, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, withFields } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requireCuentaUnidad } from './access.ts';
import { estadoDeCuenta } from './estado-cuenta.ts';
import { civil, corteDeConsulta, dateOf, hoy, inicioDeMora, type Db } from './ledger.ts';
import { bloquearConjunto, pagoInclude, toPagoOutput, unidadDe, type PagoRow } from './pagos.ts';
import { archivoPdf, formatoFecha, formatoPesos, formatoPorcentaje, renderPdf } from './pdf.ts';

const conjuntoDe = (ph: PH) => ({ nombre: ph.nombre, nit: ph.nit, direccion: ph.direccion, ciudad: ph.ciudad });

export async function reciboPdf(deps: Deps, actor: Actor, pagoId: string) {
  const row = await deps.db.pago.findUnique({ where: { id: pagoId }, include: pagoInclude });
  if (!row) throw fail.notFound('PAGO_NO_ENCONTRADO');
  const { ph } = await requireCuentaUnidad(deps.db, actor.user, row.apartamentoId);
  return reciboDe(deps.db, row, ph);
}

/** A pago's recibo de caja (a nota crédito's own document): downloaded, or mailed to whoever paid online. */
export async function reciboDe(db: Db, row: PagoRow, ph: PH) {
  const pago = toPagoOutput(row);
  if (pago.numeroRecibo === null) return notaCreditoPdf(db, ph, pago);
  const pagador = await pagadorDe(db, row.apartamentoId);
  const bytes = await renderPdf({
    titulo: `Recibo de caja N.º ${pago.numeroRecibo}`,
    conjunto: conjuntoDe(ph),
    lineas: [
      `Unidad: ${pago.unidad}`,
      ...(pagador ? [`Recibido de: ${pagador}`] : []),
      `Fecha del pago: ${formatoFecha(pago.fecha)}`,
      `Medio: ${pago.medio}${pago.referencia ? ` · Referencia: ${pago.referencia}` : ''}`,
      `Valor recibido: ${formatoPesos(pago.valor)}`,
      ...(pago.estado === 'anulado' ? [`ANULADO: ${pago.motivoAnulacion ?? ''}`] : []),
    ],
    ...aplicacionDe(pago),
  });
  return archivoPdf(`recibo-${pago.numeroRecibo}.pdf`, bytes);
}

/** What a pago or a nota crédito paid, in the order the law applies it, and what was left a favor. */
function aplicacionDe(pago: ReturnType<typeof toPagoOutput>) {
  return {
    tabla: {
      columnas: [
        { titulo: 'Aplicado a', ancho: 380 },
        { titulo: 'Valor', ancho: 120, derecha: true },
      ],
      filas: pago.aplicaciones.map((a) => [a.concepto, formatoPesos(a.valor)]),
    },
    pie: [
      `Saldo a favor: ${formatoPesos(pago.saldoAFavor)}`,
      'Aplicación: primero intereses, luego el capital más antiguo (Código Civil, art. 1653).',
    ],
  };
}

/** A nota crédito has no recibo de caja: its document says what it is, why, and what it paid. */
async function notaCreditoPdf(db: Db, ph: PH, pago: ReturnType<typeof toPagoOutput>) {
  const ajuste = await db.ajuste.findUnique({ where: { pagoId: pago.id }, select: { concepto: true, motivo: true } });
  const bytes = await renderPdf({
    titulo: NOMBRE_AJUSTE.credito,
    conjunto: conjuntoDe(ph),
    lineas: [
      `Unidad: ${pago.unidad}`,
      `Fecha: ${formatoFecha(pago.fecha)}`,
      `Concepto: ${ajuste?.concepto ?? ''}`,
      `Motivo: ${ajuste?.motivo ?? ''}`,
      `Valor acreditado: ${formatoPesos(pago.valor)}`,
      'No es un recibo de caja: no corresponde a dinero recibido.',
      ...(pago.estado === 'anulado' ? [`ANULADA: ${pago.motivoAnulacion ?? ''}`] : []),
    ],
    ...aplicacionDe(pago),
  });
  return archivoPdf(`nota-credito-${pago.unidad}-${pago.fecha}.pdf`, bytes);
}

/**
 * Who paid, as the recibo names it: the payment records no payer, so the unit's owner(s) in the
 * directory (art. 29 of Ley 675 makes them the ones who owe); null when the unit has none on record.
 */
async function pagadorDe(db: Db, apartamentoId: string): Promise<string | null> {
  const propietarios = await db.residente.findMany({
    where: { apartamentoId, tipo: 'propietario' },
    select: { nombre: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return propietarios.length > 0 ? [...new Set(propietarios.map((p) => p.nombre))].join(', ') : null;
}

async function estadoCuentaDocumento(
  db: Db,
  ph: PH,
  apartamento: Parameters<typeof estadoDeCuenta>[1],
  hasta: string,
  titulo: string,
  lineas: string[] = [],
) {
  const estado = await estadoDeCuenta(db, apartamento, hasta);
  return renderPdf({
    titulo,
    conjunto: conjuntoDe(ph),
    lineas: [
      `Unidad: ${unidadDe(apartamento)} · Coeficiente: ${formatoPorcentaje(estado.apartamento.coeficiente)}`,
      `Corte: ${formatoFecha(hasta)}`,
      ...lineas,
      `Saldo de capital: ${formatoPesos(estado.saldoCapital)}`,
      `Saldo de intereses: ${formatoPesos(estado.saldoIntereses)}`,
      `Saldo a favor: ${formatoPesos(estado.saldoAFavor)}`,
      `Total a pagar: ${formatoPesos(estado.totalAPagar)}`,
    ],
    tabla: {
      columnas: [
        { titulo: 'Fecha', ancho: 75 },
        { titulo: 'Concepto', ancho: 215 },
        { titulo: 'Cargo', ancho: 75, derecha: true },
        { titulo: 'Abono', ancho: 75, derecha: true },
        { titulo: 'Saldo', ancho: 75, derecha: true },
      ],
      filas: estado.movimientos.map((m) => [
        formatoFecha(m.fecha),
        m.concepto,
        m.cargo ? formatoPesos(m.cargo) : '',
        m.abono ? formatoPesos(m.abono) : '',
        formatoPesos(m.saldo),
      ]),
    },
    pie: [
      'Intereses de mora liquidados conforme al art. 30 de la Ley 675 de 2001, sin exceder 1,5 veces el interés bancario corriente.',
    ],
  });
}

export async function estadoCuentaPdf(deps: Deps, actor: Actor, apartamentoId: string, hasta?: string) {
  const { apartamento, ph } = await requireCuentaUnidad(deps.db, actor.user, apartamentoId);
  const corte = corteDeConsulta(deps.clock, hasta);
  return archivoPdf(
    `estado-de-cuenta-${unidadDe(apartamento)}-${corte}.pdf`,
    await estadoCuentaDocumento(deps.db, ph, apartamento, corte, 'Estado de cuenta'),
  );
}

/**
 * The first day interest may run on a unit's charges of a run: the day after its last day without
 * mora (issue 26, point 2; art. 30 of Ley 675), or null when none of them generates mora.
 */
export async function moraDesde(db: Db, facturacionId: string, apartamentoId: string): Promise<string | null> {
  const cargo = await db.cargo.findFirst({
    where: { facturacionId, apartamentoId, generaMora: true, tipo: { not: 'interes' } },
    select: { fechaVencimiento: true, inicioMora: true },
    orderBy: [{ fechaVencimiento: 'asc' }, { id: 'asc' }],
  });
  if (!cargo) return null;
  return sumarDias(
    inicioDeMora({
      fechaVencimiento: civil(cargo.fechaVencimiento),
      inicioMora: cargo.inicioMora ? civil(cargo.inicioMora) : null,
    }),
    1,
  );
}

/** The cuenta de cobro of one unit in an emitted run (also attached to the billing mail). */
export async function cuentaCobroPdf(
  db: Db,
  cuentaCobroId: string,
  corte: string,
  /** The «Pagar ahora» link when the complex takes online payments (issue 28). */
  pagarUrl?: string,
): Promise<{ nombre: string; bytes: Buffer; numero: number }> {
  const cuenta = await db.cuentaCobro.findUniqueOrThrow({
    where: { id: cuentaCobroId },
    include: { apartamento: { include: { ph: true } }, facturacion: true },
  });
  const { ph, ...apartamento } = cuenta.apartamento;
  const desde = await moraDesde(db, cuenta.facturacionId, cuenta.apartamentoId);
  const bytes = await estadoCuentaDocumento(db, ph, apartamento, corte, `Cuenta de cobro N.º ${cuenta.numero}`, [
    `Periodo: ${cuenta.facturacion.periodo} · Vence: ${formatoFecha(civil(cuenta.facturacion.fechaVencimiento))}`,
    ...(desde ? [`Intereses de mora desde el ${formatoFecha(desde)}`] : []),
    ...(pagarUrl ? [`Pagar ahora en línea: ${pagarUrl}`] : []),
  ]);
  return { nombre: `cuenta-de-cobro-${cuenta.numero}.pdf`, bytes, numero: cuenta.numero };
}

/** Unambiguous characters for a code read aloud or typed from paper. */
const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function codigoVerificacion(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (b) => ALFABETO[b % ALFABETO.length])
    .join('')
    .replace(/(.{4})(?!$)/g, '$1-');
}

export async function pazYSalvo(deps: Deps, actor: Actor, apartamentoId: string) {
  const { apartamento, ph } = await requireCuentaUnidad(deps.db, actor.user, apartamentoId);
  const fecha = hoy(deps.clock);
  const codigo = codigoVerificacion();
  await deps.db.$transaction(async (tx) => {
    // Checked and written under the complex's lock: a payment annulled meanwhile waits, then revokes it.
    await bloquearConjunto(tx, ph.id);
    const estado = await estadoDeCuenta(tx, apartamento, fecha);
    if (estado.totalAPagar > 0) {
      throw withFields(fail.conflict('PAZ_Y_SALVO_CON_DEUDA', formatoPesos(estado.totalAPagar)), { deuda: estado.totalAPagar });
    }
    const row = await tx.pazYSalvo.create({ data: { phId: ph.id, apartamentoId, codigo, fecha: dateOf(fecha) } });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'paz-y-salvo.create',
      entity: 'paz_y_salvo',
      entityId: row.id,
      ip: actor.ip,
    });
  });
  const bytes = await renderPdf({
    titulo: 'Paz y salvo',
    conjunto: conjuntoDe(ph),
    lineas: [
      `La administración de ${ph.nombre} certifica que la unidad ${unidadDe(apartamento)} se encuentra a paz y salvo por concepto de expensas comunes, cuotas extraordinarias e intereses al ${formatoFecha(fecha)}.`,
      '',
      `Código de verificación: ${codigo}`,
      `Verifique este certificado en ${deps.config.appUrl}/verificar/${codigo}`,
    ],
    pie: ['Expedido conforme al art. 29 de la Ley 675 de 2001.'],
  });
  return { archivo: archivoPdf(`paz-y-salvo-${unidadDe(apartamento)}-${fecha}.pdf`, bytes), codigo };
}

/**
 * Public: whether a code belongs to a paz y salvo, and of which complex, unit and date. Nothing else;
 * a revoked one says «anulado» and since when.
 */
export async function verificarPazYSalvo({ db }: Deps, codigo: string) {
  const row = await db.pazYSalvo.findUnique({
    where: { codigo: codigo.toUpperCase() },
    include: { apartamento: { include: { ph: { select: { nombre: true } } } } },
  });
  if (!row) return { valido: false };
  const certificado = { conjunto: row.apartamento.ph.nombre, unidad: unidadDe(row.apartamento), fecha: civil(row.fecha) };
  if (row.anuladoEn) return { valido: false, estado: 'anulado' as const, anuladoEn: bogotaDate(row.anuladoEn), ...certificado };
  return { valido: true, ...certificado };
}

/** Before an Idempotency-Key repeats a paz y salvo's answer: a revoked certificate is never handed out again. */
export async function pazYSalvoSigueVigente({ db }: Pick<Deps, 'db'>, codigo: string | undefined): Promise<void> {
  const row = codigo ? await db.pazYSalvo.findUnique({ where: { codigo }, select: { anuladoEn: true } }) : null;
  if (row?.anuladoEn) throw fail.conflict('PAZ_Y_SALVO_ANULADO', codigo!, bogotaDate(row.anuladoEn));
}

/**
 * Art. 29: a paz y salvo certifies that the unit owed nothing on its date. A change that makes a unit
 * owe money on or before that date (an annulled payment, a charge dated up to it) revokes it: each
 * live certificate of the complex (or of these units) dated `desde` or later is checked against the
 * ledger as it is now. Under the complex's lock, as payments and certificates are written.
 */
export async function revocarPazYSalvos(
  tx: Prisma.TransactionClient,
  filtro: { phId: string; apartamentoIds?: readonly string[]; desde: string },
  por: { ahora: Date; actorId: string | null; ip?: string },
): Promise<void> {
  await bloquearConjunto(tx, filtro.phId);
  const vivos = await tx.pazYSalvo.findMany({
    where: {
      phId: filtro.phId,
      anuladoEn: null,
      fecha: { gte: dateOf(filtro.desde) },
      ...(filtro.apartamentoIds ? { apartamentoId: { in: [...filtro.apartamentoIds] } } : {}),
    },
    include: { apartamento: true },
  });
  for (const certificado of vivos) {
    const fecha = civil(certificado.fecha);
    const { totalAPagar } = await estadoDeCuenta(tx, certificado.apartamento, fecha);
    if (totalAPagar === 0) continue;
    const motivo = TESORERIA_MSG.pazYSalvoRevocado(fecha);
    await tx.pazYSalvo.update({ where: { id: certificado.id }, data: { anuladoEn: por.ahora, motivoAnulacion: motivo } });
    await audit(tx, {
      actorId: por.actorId,
      phId: filtro.phId,
      action: 'paz-y-salvo.anular',
      entity: 'paz_y_salvo',
      entityId: certificado.id,
      details: { motivo, deuda: totalAPagar },
      ip: por.ip,
    });
  }
}
