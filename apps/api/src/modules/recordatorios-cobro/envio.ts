// The collection reminders job (issue 32), hourly on the platform clock, cheap and idempotent:
// inside a window of Ley 2300 de 2023 (art. 3) it goes once a day through each complex whose reminders
// are on; for each unit in mora whose oldest unpaid due date was `dia` days ago (a day of its schedule,
// up to RECORDATORIO_DIAS_DE_GRACIA late) it reminds each owner of the unit — the debtors of its
// expensas; never tenants, residents or anybody else — by the first channel of the complex's list the
// owner authorised, and only when art. 3's frequency allows (once a day, one channel a week, counted
// per debtor across every channel). Outside a window nothing happens, so what falls due then waits.
import {
  RECORDATORIO_DIAS_DE_GRACIA,
  RECORDATORIOS_POR_DEFECTO,
  rutaPagarEnLinea,
  sumarDias,
  type CanalRecordatorio,
} from '@horizonte/contracts';
import {
  bogotaDate,
  canalDeCobro,
  lunesDeLaSemana,
  puedeContactarDeudor,
  ventanaCobroAbierta,
  type ContactoCobro,
} from '@horizonte/contracts/calendar';
import { Prisma, readRows, type Apartamento, type PH } from '@horizonte/db';

import type { JobServices } from '../../jobs/queue.ts';
import { log } from '../../lib/logger.ts';
import { encolarMensaje } from '../../lib/mensajes/mensajero.ts';
import { insertarNotificaciones } from '../notificaciones/notificar.ts';
import { matricesDe } from '../preferencias-notificacion/celdas.ts';
import { estadoDeCuenta } from '../tesoreria/estado-cuenta.ts';
import { cargoCuentaDeFila, cargosVivosSql, civil, dateOf, inicioDeMora } from '../tesoreria/ledger.ts';
import { unidadDe } from '../tesoreria/pagos.ts';
import { formatoPesos } from '../tesoreria/pdf.ts';
import { canalesRecordatorio, recordatoriosDe } from './configuracion.ts';
import {
  avisoRecordatorio,
  correoRecordatorio,
  PLANTILLA_WHATSAPP_COBRO,
  textoRecordatorio,
  type Recordatorio,
} from './mensaje.ts';

export async function enviarRecordatoriosCobro(services: JobServices): Promise<void> {
  const ahora = services.clock.now();
  if (!ventanaCobroAbierta(ahora)) return;
  const hoy = bogotaDate(ahora);
  const phs = await services.db.pH.findMany({
    where: {
      deletedAt: null,
      OR: [
        { recordatoriosCobro: null },
        { recordatoriosCobro: { activo: true, OR: [{ revisadoEl: null }, { revisadoEl: { lt: dateOf(hoy) } }] } },
      ],
    },
    orderBy: { id: 'asc' },
  });
  for (const ph of phs) {
    try {
      await recordarConjunto(services, ph, ahora, hoy);
    } catch (err) {
      // One complex's failure must not hold the others back; it is tried again on the next run.
      log().error({ err, phId: ph.id }, '[recordatorios] falló el paso de un conjunto');
      continue;
    }
    await services.db.recordatoriosCobro.upsert({
      where: { phId: ph.id },
      create: {
        phId: ph.id,
        ...RECORDATORIOS_POR_DEFECTO,
        dias: [...RECORDATORIOS_POR_DEFECTO.dias],
        canales: [...RECORDATORIOS_POR_DEFECTO.canales],
        revisadoEl: dateOf(hoy),
        updatedAt: ahora,
      },
      update: { revisadoEl: dateOf(hoy) },
    });
  }
}

/** Per unit with a capital debt overdue, the oldest due date still unpaid. */
async function unidadesEnMora(services: JobServices, phId: string, hoy: string): Promise<Map<string, string>> {
  const cargos = (await readRows(services.db, cargosVivosSql({ phId }, hoy, { conDeuda: true }))).map(cargoCuentaDeFila);
  const mora = new Map<string, string>();
  for (const c of cargos) {
    const vence = inicioDeMora(c);
    if (c.saldo <= 0 || vence >= hoy) continue;
    const previa = mora.get(c.apartamentoId);
    if (!previa || vence < previa) mora.set(c.apartamentoId, vence);
  }
  return mora;
}

async function recordarConjunto(services: JobServices, ph: PH, ahora: Date, hoy: string): Promise<void> {
  const config = await recordatoriosDe(services.db, ph.id);
  if (!config.activo) return;
  const disponibles = canalesRecordatorio(services.config);
  const canales = config.canales.filter((c) => disponibles.includes(c));
  const mora = await unidadesEnMora(services, ph.id, hoy);
  const pasarela = await services.db.pasarelaConfig.findUnique({ where: { phId: ph.id }, select: { phId: true } });
  for (const [apartamentoId, vencio] of mora) {
    // The schedule's days that fell due, at most RECORDATORIO_DIAS_DE_GRACIA days ago: the latest one is sent.
    const etapas = config.dias.filter((d) => {
      const fecha = sumarDias(vencio, d);
      return fecha <= hoy && fecha >= sumarDias(hoy, -RECORDATORIO_DIAS_DE_GRACIA);
    });
    if (etapas.length === 0) continue;
    const apartamento = await services.db.apartamento.findUniqueOrThrow({ where: { id: apartamentoId } });
    const estado = await estadoDeCuenta(services.db, apartamento, hoy);
    if (estado.totalAPagar <= 0) continue;
    const recordatorio: Recordatorio = {
      phNombre: ph.nombre,
      unidad: unidadDe(apartamento),
      total: formatoPesos(estado.totalAPagar),
      vencio,
      pagarUrl: pasarela ? `${services.config.appUrl}${rutaPagarEnLinea(apartamentoId)}` : undefined,
      estadoCuentaUrl: `${services.config.appUrl}/ph/${encodeURIComponent(ph.identificador)}/propietario/estado-cuenta`,
    };
    await recordarPropietarios(services, {
      ph,
      apartamento,
      vencio,
      etapas,
      canales,
      ahora,
      recordatorio,
      valor: estado.totalAPagar,
    });
  }
}

interface Paso {
  ph: PH;
  apartamento: Apartamento;
  vencio: string;
  etapas: number[];
  canales: CanalRecordatorio[];
  ahora: Date;
  recordatorio: Recordatorio;
  valor: number;
}

/** The unit's owners: the debtors of its expensas. Tenants and other residents are never reminded. */
async function propietarios(services: JobServices, apartamentoId: string) {
  const rows = await services.db.residente.findMany({
    where: { apartamentoId, tipo: 'propietario' },
    select: { userId: true, email: true, user: { select: { email: true } } },
  });
  const vistos = new Set<string>();
  return rows.flatMap((r) => {
    const email = r.user?.email ?? r.email;
    const destinatario = r.userId ? `u:${r.userId}` : email ? `e:${email.toLowerCase()}` : null;
    if (!destinatario || vistos.has(destinatario)) return [];
    vistos.add(destinatario);
    return [{ destinatario, userId: r.userId, email }];
  });
}

async function recordarPropietarios(services: JobServices, paso: Paso): Promise<void> {
  const { ph, apartamento, vencio, etapas, ahora } = paso;
  const deudores = await propietarios(services, apartamento.id);
  const matrices = await matricesDe(
    services.db,
    deudores.flatMap((d) => (d.userId ? [d.userId] : [])),
  );
  // Art. 3 counts per debtor: this complex's reminders to them since the Monday before (a week back suffices).
  const desde = dateOf(sumarDias(lunesDeLaSemana(bogotaDate(ahora)), -1));
  for (const deudor of deudores) {
    const enviados = await services.db.recordatorioCobroEnvio.findMany({
      where: { phId: ph.id, destinatario: deudor.destinatario },
      orderBy: { enviadoEn: 'desc' },
      take: 50,
    });
    const yaEnviada = Math.max(
      0,
      ...enviados.filter((e) => e.apartamentoId === apartamento.id && civil(e.fechaVencimiento) === vencio).map((e) => e.dia),
    );
    const dia = Math.max(...etapas);
    if (dia <= yaEnviada) continue;
    const historial: ContactoCobro<CanalRecordatorio>[] = enviados
      .filter((e) => e.enviadoEn >= desde)
      .map((e) => ({ instante: e.enviadoEn, canal: e.canal as CanalRecordatorio }));
    const matriz = deudor.userId ? matrices.get(deudor.userId) : undefined;
    const autorizados = paso.canales.filter((canal) =>
      canal === 'correo'
        ? Boolean(deudor.email) && (matriz?.activo('cobro', 'correo') ?? true)
        : Boolean(matriz?.activo('cobro', canal)),
    );
    const canal = canalDeCobro(ahora, autorizados, historial);
    if (!canal || !puedeContactarDeudor(ahora, canal, historial).permitido) continue;
    await enviar(services, paso, deudor, canal, dia, canal === 'correo' ? null : matriz!.telefono(canal));
  }
}

async function enviar(
  services: JobServices,
  paso: Paso,
  deudor: { destinatario: string; userId: string | null; email: string | null },
  canal: CanalRecordatorio,
  dia: number,
  telefono: string | null,
): Promise<void> {
  try {
    await services.db.$transaction(async (tx) => {
      await tx.recordatorioCobroEnvio.create({
        data: {
          phId: paso.ph.id,
          apartamentoId: paso.apartamento.id,
          destinatario: deudor.destinatario,
          canal,
          fechaVencimiento: dateOf(paso.vencio),
          dia,
          valor: paso.valor,
          enviadoEn: paso.ahora,
        },
      });
      if (canal === 'correo') {
        await services.jobs.send(tx, 'mail.send', correoRecordatorio(deudor.email!, paso.recordatorio));
      } else {
        const { texto, parametros } = textoRecordatorio(paso.recordatorio);
        await encolarMensaje(services, tx, {
          canal,
          telefono: telefono!,
          texto,
          plantilla: PLANTILLA_WHATSAPP_COBRO,
          parametros,
        });
      }
      // The same reminder in the owner's bell (issue 32), with this send: only what was just sent by a
      // channel they authorised. Never delivered further (no push, no `entregar`): a push would contact
      // the debtor by a second channel, which Ley 2300 de 2023, art. 3, forbids within the same week.
      if (deudor.userId)
        await tx.$queryRaw(
          insertarNotificaciones(services, {
            destinatarios: [deudor.userId],
            phId: paso.ph.id,
            tipo: 'recordatorio_cobro',
            ...avisoRecordatorio(paso.recordatorio),
            enlace: `/ph/${paso.ph.identificador}/{rol}/estado-cuenta`,
            portales: ['propietario', 'residente'],
          }),
        );
    });
  } catch (err) {
    // Another process sent this very stage in the meantime (the unique key): nothing to do.
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') return;
    throw err;
  }
}
