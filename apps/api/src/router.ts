// The whole API: one router per domain, composed here — the top floor: it imports every module, nothing
// imports it but the app, the tests and (as a type only) the web.
import { apartamentosRouter } from './modules/apartamentos/router.ts';
import { asambleasRouter } from './modules/asambleas/router.ts';
import { auditoriaRouter } from './modules/auditoria/router.ts';
import { authRouter } from './modules/auth/router.ts';
import { comercialRouter } from './modules/comercial/router.ts';
import { comunicadosRouter } from './modules/comunicados/router.ts';
import { configuracionRouter } from './modules/configuracion/router.ts';
import { documentosRouter } from './modules/documentos/router.ts';
import { egresosRouter } from './modules/egresos/router.ts';
import { importacionesRouter } from './modules/importaciones/router.ts';
import { informesRouter } from './modules/informes/router.ts';
import { inicioRouter } from './modules/inicio/router.ts';
import { invitationsRouter } from './modules/invitations/router.ts';
import { mantenimientoRouter } from './modules/mantenimiento/router.ts';
import { miembrosRouter } from './modules/miembros/router.ts';
import { notificacionesRouter } from './modules/notificaciones/router.ts';
import { ordenesRouter } from './modules/ordenes/router.ts';
import { pagosEnLineaRouter } from './modules/pagos-en-linea/router.ts';
import { perfilRouter } from './modules/perfil/router.ts';
import { phRouter } from './modules/ph/router.ts';
import { plataformaEstadoRouter } from './modules/plataforma-estado/router.ts';
import { porteriaRouter } from './modules/porteria/router.ts';
import { pqrsRouter } from './modules/pqrs/router.ts';
import { preregistrosRouter } from './modules/preregistros/router.ts';
import { proveedoresRouter } from './modules/proveedores/router.ts';
import { recordatoriosCobroRouter } from './modules/recordatorios-cobro/router.ts';
import { reservasRouter } from './modules/reservas/router.ts';
import { residentesRouter } from './modules/residentes/router.ts';
import { platformRouter } from './modules/stats/router.ts';
import { systemRouter } from './modules/system/router.ts';
import { tesoreriaRouter } from './modules/tesoreria/router.ts';
import { testClockRouter } from './modules/test-clock/router.ts';
import { ticketsSoporteRouter } from './modules/tickets-soporte/router.ts';
import { usuariosRouter } from './modules/usuarios/router.ts';
import { router } from './trpc/init.ts';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  perfil: perfilRouter,
  inicio: inicioRouter,
  importaciones: importacionesRouter,
  ph: phRouter,
  platform: platformRouter,
  apartamentos: apartamentosRouter,
  residentes: residentesRouter,
  invitations: invitationsRouter,
  preregistros: preregistrosRouter,
  testClock: testClockRouter,
  tesoreria: tesoreriaRouter,
  pqrs: pqrsRouter,
  comunicados: comunicadosRouter,
  asambleas: asambleasRouter,
  documentos: documentosRouter,
  porteria: porteriaRouter,
  reservas: reservasRouter,
  miembros: miembrosRouter,
  pagosEnLinea: pagosEnLineaRouter,
  // Issue 29: maintenance (activos, planes, cumplimiento), órdenes de trabajo, proveedores, egresos, the consejo's report.
  mantenimiento: mantenimientoRouter,

  ordenes: ordenesRouter,

  proveedores: proveedoresRouter,

  egresos: egresosRouter,

  informes: informesRouter,

  // Issue 33: the platform's users, the audit log, the configuration in force.
  usuarios: usuariosRouter,
  auditoria: auditoriaRouter,
  configuracion: configuracionRouter,
  // Issue 33: complexes as customers (contact form, leads, plans, targets).
  comercial: comercialRouter,
  // Issue 33: the platform's measured status and support tickets.
  plataformaEstado: plataformaEstadoRouter,
  ticketsSoporte: ticketsSoporteRouter,
  // Issue 32: the notification center and web push subscriptions.
  notificaciones: notificacionesRouter,
  // Issue 32: collection reminders per complex (Ley 2300 de 2023).
  recordatoriosCobro: recordatoriosCobroRouter,
});

export type AppRouter = typeof appRouter;
