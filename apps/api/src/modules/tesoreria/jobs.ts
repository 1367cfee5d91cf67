// Background work of the treasury (issue 15, section 8), on the durable job queue: the mails of an
// emitted run (cuenta de cobro attached), a notice 5 days before the due date (the reminders after it
// are modules/recordatorios-cobro's), and the platform-wide monthly run. Dates come from the one clock (deps.clock).
import { formatoFecha, rutaPagarEnLinea, sumarDias } from '@horizonte/contracts';
import { ventanaCobroAbierta, ventanaCobroDelDia } from '@horizonte/contracts/calendar';

import type { JobServices } from '../../jobs/queue.ts';
import { mails } from '../../lib/mail/templates.ts';
import { propietariosDeUnidad } from '../notificaciones/destinatarios.ts';
import { notificar } from '../notificaciones/notificar.ts';
import { cuentaCobroPdf, moraDesde } from './documentos.ts';
import { estadoDeCuenta } from './estado-cuenta.ts';
import { facturarConjuntos } from './facturacion.ts';
import { civil, dateOf, hoy } from './ledger.ts';
import { unidadDe } from './pagos.ts';
import { formatoPesos } from './pdf.ts';

/** The owners' addresses of a unit (the cuenta de cobro goes to them). */
async function propietariosDe(services: JobServices, apartamentoId: string): Promise<string[]> {
  const rows = await services.db.residente.findMany({
    where: { apartamentoId, tipo: 'propietario', email: { not: null } },
    select: { email: true },
  });
  return [...new Set(rows.map((r) => r.email!))];
}

/** After an emission: one job per cuenta de cobro, so each mail is retried on its own. */
export async function fanOutEmision(services: JobServices, data: { facturacionId: string }): Promise<void> {
  const cuentas = await services.db.cuentaCobro.findMany({ where: { facturacionId: data.facturacionId }, select: { id: true } });
  await services.db.$transaction(async (tx) => {
    for (const c of cuentas) await services.jobs.send(tx, 'tesoreria.cuenta-cobro', { cuentaCobroId: c.id });
  });
}

export async function mailCuentaCobro(services: JobServices, data: { cuentaCobroId: string }): Promise<void> {
  const cuenta = await services.db.cuentaCobro.findUnique({
    where: { id: data.cuentaCobroId },
    include: { facturacion: true, apartamento: { include: { ph: true } } },
  });
  if (!cuenta || cuenta.facturacion.estado !== 'emitida') return;
  const to = await propietariosDe(services, cuenta.apartamentoId);
  if (to.length === 0) return;
  const corte = hoy(services.clock);
  const { ph, ...apartamento } = cuenta.apartamento;
  const estado = await estadoDeCuenta(services.db, apartamento, corte);
  // The complex takes online payments (issue 28): the mail and the PDF link to «Pagar ahora».
  const pasarela = await services.db.pasarelaConfig.findUnique({ where: { phId: ph.id }, select: { phId: true } });
  const pagarUrl = pasarela ? `${services.config.appUrl}${rutaPagarEnLinea(apartamento.id)}` : undefined;
  const pdf = await cuentaCobroPdf(services.db, cuenta.id, corte, pagarUrl);
  const desde = await moraDesde(services.db, cuenta.facturacionId, cuenta.apartamentoId);
  // The bell too (issue 32), once per cuenta: a retried mail does not notify again.
  await services.db.$transaction((tx) =>
    notificar(services, tx, {
      destinatarios: propietariosDeUnidad(cuenta.apartamentoId),
      phId: ph.id,
      tipo: 'cuenta_cobro_emitida',
      titulo: `Cuenta de cobro ${cuenta.facturacion.periodo}: ${formatoPesos(estado.totalAPagar)}`,
      cuerpo: `${ph.nombre}, unidad ${unidadDe(apartamento)}. Vence el ${formatoFecha(civil(cuenta.facturacion.fechaVencimiento))}.`,
      enlace: `/ph/${ph.identificador}/{rol}/estado-cuenta?cuenta=${cuenta.id}`,
      portales: ['propietario', 'residente'],
      unaVez: true,
    }),
  );
  const message = mails.cuentaDeCobro(
    to.join(', '),
    ph.nombre,
    unidadDe(apartamento),
    cuenta.numero,
    cuenta.facturacion.periodo,
    formatoPesos(estado.totalAPagar),
    civil(cuenta.facturacion.fechaVencimiento),
    desde,
    pagarUrl,
  );
  await services.mailer.deliver({
    ...message,
    attachments: [{ filename: pdf.nombre, contentType: 'application/pdf', contentBase64: pdf.bytes.toString('base64') }],
  });
}

/**
 * Daily: units with debt in runs due in 5 days get a notice before the due date (owners and residents
 * linked to the unit: art. 29 makes them jointly liable). The reminders after the due date are the
 * complex's schedule (modules/recordatorios-cobro, issue 32). The notice keeps to Ley 2300 de 2023's
 * windows too (art. 3): outside one nothing is sent, and a notice whose day is a Sunday or a holiday
 * goes on the next day with a window (`diaDelAviso`), still before the due date.
 */
export async function enviarRecordatorios(services: JobServices): Promise<void> {
  if (!ventanaCobroAbierta(services.clock.now())) return;
  const today = hoy(services.clock);
  // Due dates whose notice day is today: 5 days ahead, or a few more when the days before were closed.
  const fechas = Array.from({ length: AVISO_DIAS_ANTES + 10 }, (_, i) => sumarDias(today, i + 1)).filter(
    (vence) => diaDelAviso(vence) === today,
  );
  const runs = await services.db.facturacion.findMany({
    where: { estado: 'emitida', fechaVencimiento: { in: fechas.map(dateOf) } },
    include: { ph: true },
  });
  for (const run of runs) {
    const vence = civil(run.fechaVencimiento);
    const unidades = await services.db.apartamento.findMany({
      where: { phId: run.phId, cargos: { some: { facturacionId: run.id } } },
      include: { residentes: { select: { email: true } } },
    });
    await services.db.$transaction(
      async (tx) => {
        for (const u of unidades) {
          const { residentes, ...apartamento } = u;
          const estado = await estadoDeCuenta(tx, apartamento, today);
          if (estado.totalAPagar <= 0) continue;
          for (const email of new Set(residentes.flatMap((r) => (r.email ? [r.email] : [])))) {
            await services.jobs.send(
              tx,
              'mail.send',
              mails.recordatorioPago(email, run.ph.nombre, unidadDe(apartamento), formatoPesos(estado.totalAPagar), vence, false),
            );
          }
        }
      },
      { timeout: 120_000 },
    );
  }
}

const AVISO_DIAS_ANTES = 5;

/** The day the notice of a due date goes out: 5 days before, or the next day with a Ley 2300 window. */
function diaDelAviso(vence: string): string {
  let dia = sumarDias(vence, -AVISO_DIAS_ANTES);
  while (!ventanaCobroDelDia(dia)) dia = sumarDias(dia, 1);
  return dia;
}

/**
 * The platform's monthly run: on the 1st, every live complex with an approved budget for the year
 * and no run for the month gets its run computed (in borrador, due on the 10th) for its
 * administrator to review and emit. A complex whose data does not allow it (coeficientes that do
 * not add up) is skipped and left for its administrator.
 */
export async function facturacionMensual(services: JobServices, data: { periodo?: string } = {}): Promise<void> {
  const periodo = data.periodo ?? hoy(services.clock).slice(0, 7);
  const anio = Number(periodo.slice(0, 4));
  const phs = await services.db.pH.findMany({
    where: {
      deletedAt: null,
      presupuestos: { some: { anio, estado: 'aprobado' } },
      facturaciones: { none: { periodo, estado: { not: 'anulada' } } },
    },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  for (let i = 0; i < phs.length; i += MONTHLY_RUN_BATCH) {
    const lote = phs.slice(i, i + MONTHLY_RUN_BATCH).map((p) => p.id);
    await facturarConjuntos(services, lote, { periodo, fechaVencimiento: `${periodo}-10` });
  }
}

/** Complexes planned and written per transaction by the monthly job (≈ 20 units each in a typical month). */
const MONTHLY_RUN_BATCH = 250;
