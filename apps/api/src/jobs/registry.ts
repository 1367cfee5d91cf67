// Every background job, by name. Adding one (a billing reminder, a PQRS digest…):
//   1. write `async function run(services: JobServices, data: { … })` next to the code it belongs to;
//   2. add one line below: `'billing.reminder': defineJob({ run: sendBillingReminder })`, with
//      `schedule: '0 7 * * *'` (cron, Bogotá time) when it runs on a schedule;
//   3. from a service, `await jobs.send(tx, 'billing.reminder', data)` inside the transaction of the
//      change that causes it (the data type is checked against `run`'s).
// Every API process runs the workers; pg-boss hands each job to one of them.
import type PgBoss from 'pg-boss';

import type { Config } from '../config.ts';
import { enviarActa } from '../modules/asambleas/acta.ts';
import { mailPasswordResetLink } from '../modules/auth/forgot-password.ts';
import { mailVerificationLinkIfPending } from '../modules/auth/resend-verification.ts';
import { enviarComunicado } from '../modules/comunicados/envio.ts';
import { enviarInforme } from '../modules/informes/enviar.ts';
import { mantenimientoDiario } from '../modules/mantenimiento/diario.ts';
import { entregarNotificaciones, enviarPush } from '../modules/notificaciones/entrega.ts';
import { conciliarPendientes } from '../modules/pagos-en-linea/conciliar-pendientes.ts';
import { enviarRecibo } from '../modules/pagos-en-linea/enviar-recibo.ts';
import { procesarEvento } from '../modules/pagos-en-linea/procesar-evento.ts';
import { mailEmailChange } from '../modules/perfil/email.ts';
import { anonimizarVisitantes } from '../modules/porteria/retencion.ts';
import { enviarResumenPqrs } from '../modules/pqrs/resumen.ts';
import { alertarDocumentosProveedor } from '../modules/proveedores/alertas.ts';
import { enviarRecordatoriosCobro } from '../modules/recordatorios-cobro/envio.ts';
import { enviarRecordatorios, facturacionMensual, fanOutEmision, mailCuentaCobro } from '../modules/tesoreria/jobs.ts';
import { deliverMail, mailQueueOptions } from './mail.ts';
import { enviarMensaje, mensajesQueueOptions } from './mensajes.ts';
import { purgeExpired } from './purge.ts';
import type { JobServices } from './queue.ts';

export interface JobDefinition<Data> {
  run(services: JobServices, data: Data): Promise<void>;
  /** Retries, back-off and expiry of the queue (pg-boss queue options); pg-boss defaults otherwise. */
  queue?(config: Config): Omit<PgBoss.Queue, 'name'>;
  /** Cron expression (America/Bogota): the job is also enqueued on this schedule, once for all processes. */
  schedule?: string;
  /** The data holds a secret or personal data: the job is deleted as soon as it succeeds instead of archived. */
  sensitive?: boolean;
  /** Jobs a worker takes at once (run concurrently). */
  batchSize?: number;
  /** How often an idle worker polls (seconds, ≥ 0.5). */
  pollSeconds?: number;
}

const defineJob = <Data>(definition: JobDefinition<Data>) => definition;

export const JOBS = {
  /** One message to SMTP (or to the /dev/mail outbox). */
  'mail.send': defineJob({ run: deliverMail, queue: mailQueueOptions, sensitive: true, batchSize: 10 }),
  /** One SMS/WhatsApp message to its provider (or kept in the /dev/mensajes outbox). */
  'mensajes.enviar': defineJob({ run: enviarMensaje, queue: mensajesQueueOptions, sensitive: true, batchSize: 10 }),
  /** Resend-verification's work, after the constant-time answer: lookup, fresh link, mail. */
  'auth.verification-link': defineJob({ run: mailVerificationLinkIfPending, sensitive: true }),
  /** Forgot-password's work, after the constant-time answer: lookup, reset link, mail, audit. */
  'auth.password-reset-link': defineJob({ run: mailPasswordResetLink, sensitive: true }),
  /** An email change's mail, after the same answer for every address: the link, or a notice to the address's owner. */
  'perfil.email-change-mail': defineJob({ run: mailEmailChange, sensitive: true }),
  /** Expired sessions, one-time tokens and rate-limit buckets. */
  'maintenance.purge-expired': defineJob({ run: purgeExpired, schedule: '17 * * * *', pollSeconds: 30 }),
  /** An emitted billing run: one 'tesoreria.cuenta-cobro' job per unit billed. */
  'tesoreria.emision': defineJob({ run: fanOutEmision }),
  /** One unit's cuenta de cobro, mailed to its owners with the PDF attached. */
  'tesoreria.cuenta-cobro': defineJob({ run: mailCuentaCobro, batchSize: 10 }),
  /** A notice 5 days before a run's due date to units with debt (inside Ley 2300's windows). */
  'tesoreria.recordatorios': defineJob({ run: enviarRecordatorios, schedule: '0 8 * * *' }),
  /**
   * Collection reminders to the owners of units in mora on each complex's days (Ley 2300 de 2023), one pass a day
   * per complex inside a window: hourly, so the pass comes at the window's opening (7:00, Saturdays 8:00).
   */
  'tesoreria.recordatorios-cobro': defineJob({ run: enviarRecordatoriosCobro, schedule: '0 * * * *' }),
  /** The platform-wide monthly run: every complex with an approved budget gets its month computed. */
  'tesoreria.facturacion-mensual': defineJob({ run: facturacionMensual, schedule: '0 5 1 * *' }),
  /** Daily digest to each complex's administrators: PQRS due within 2 días hábiles or overdue. */
  'pqrs.resumen-diario': defineJob({ run: enviarResumenPqrs, schedule: '0 7 * * *' }),
  /** A published comunicado with enviarEmail: its mails, enqueued in batches. */
  'comunicados.envio': defineJob({ run: enviarComunicado }),
  /** Visitors' data older than each complex's retention period, anonymised (Ley 1581 de 2012). */
  'porteria.anonimizar': defineJob({ run: anonimizarVisitantes, schedule: '30 3 * * *' }),
  /** A published acta mailed, with its PDF, to one owner. */
  'asambleas.acta': defineJob({ run: enviarActa, batchSize: 5 }),
  /** One authentic gateway event: its transaction applied to the ledger (or recorded as a descuadre), exactly once. */
  // Four at a time: each waits for its complex's money lock while holding a connection, and the
  // webhook's answers need the pool (bench:pagos).
  'pagos-en-linea.evento': defineJob({ run: procesarEvento, batchSize: 4 }),
  /** The recibo de caja of an approved online payment, mailed with its PDF to whoever paid. */
  'pagos-en-linea.recibo': defineJob({ run: enviarRecibo, batchSize: 10 }),
  /** Intents pending too long asked about to the gateway and settled; those past their vigencia expired. */
  'pagos-en-linea.pendientes': defineJob({ run: conciliarPendientes, schedule: '45 4 * * *' }),
  /** Plans' órdenes opened ahead and the administrators' digest, once per Bogotá date (every minute: it follows the platform clock). */
  'mantenimiento.diario': defineJob({ run: mantenimientoDiario, schedule: '* * * * *' }),
  /** A published monthly report mailed, with its PDF, to one consejo member. */
  'informes.envio': defineJob({ run: enviarInforme, batchSize: 5 }),
  /** Proveedor documents expiring within 30 days mailed to the administrators, once per document. */
  'proveedores.documentos-por-vencer': defineJob({ run: alertarDocumentosProveedor, schedule: '* * * * *' }),
  /** The notifications of one `notificar` (issue 32): one push job per device of whoever chose push. */
  'notificaciones.entregar': defineJob({ run: entregarNotificaciones, batchSize: 5 }),
  /**
   * One notification to one device through its push service (404/410 drop the subscription); retried as
   * mail is (MAIL_RETRY_LIMIT, MAIL_RETRY_DELAY_SECONDS): both are deliveries to another server.
   */
  'notificaciones.push': defineJob({ run: enviarPush, queue: mailQueueOptions, batchSize: 10 }),
};

export type JobName = keyof typeof JOBS;
export type JobData<N extends JobName> = Parameters<(typeof JOBS)[N]['run']>[1];
