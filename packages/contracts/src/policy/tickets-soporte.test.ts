import { describe, expect, it } from 'vitest';

import {
  accionesTicket,
  atiendeTickets,
  estadoTrasMensaje,
  mayAbrirAccesoSoporte,
  mayAbrirTicket,
  mutacionPermitidaEnAccesoSoporte,
  ticketPuedePasar,
} from './tickets-soporte.ts';

describe('tickets de soporte', () => {
  it('support and the super administrator work the queue; administrators open tickets for their complex', () => {
    expect(atiendeTickets('SOPORTE')).toBe(true);
    expect(atiendeTickets('SUPER_ADMIN')).toBe(true);
    expect(atiendeTickets('COMERCIAL')).toBe(false);
    expect(atiendeTickets(null)).toBe(false);
    expect(mayAbrirTicket(['admin'])).toBe(true);
    expect(mayAbrirTicket(['consejo', 'propietario'])).toBe(false);
  });

  it('follows abierto → en_progreso → resuelto → cerrado; a closed ticket is final', () => {
    expect(ticketPuedePasar('soporte', 'abierto', 'en_progreso')).toBe(true);
    expect(ticketPuedePasar('soporte', 'en_progreso', 'resuelto')).toBe(true);
    expect(ticketPuedePasar('soporte', 'resuelto', 'cerrado')).toBe(true);
    expect(ticketPuedePasar('soporte', 'en_progreso', 'abierto')).toBe(false);
    expect(ticketPuedePasar('soporte', 'cerrado', 'en_progreso')).toBe(false);
    expect(ticketPuedePasar('solicitante', 'cerrado', 'en_progreso')).toBe(false);
  });

  it('lets the administrator reopen a resolved ticket, confirm it or withdraw an open one, and nothing else', () => {
    expect(ticketPuedePasar('solicitante', 'resuelto', 'en_progreso')).toBe(true);
    expect(ticketPuedePasar('solicitante', 'resuelto', 'cerrado')).toBe(true);
    expect(ticketPuedePasar('solicitante', 'abierto', 'cerrado')).toBe(true);
    expect(ticketPuedePasar('solicitante', 'abierto', 'resuelto')).toBe(false);
    expect(ticketPuedePasar('solicitante', 'en_progreso', 'resuelto')).toBe(false);
  });

  it('moves the estado on a message: support takes an open ticket, the administrator reopens a resolved one', () => {
    expect(estadoTrasMensaje('abierto', 'soporte')).toBe('en_progreso');
    expect(estadoTrasMensaje('abierto', 'solicitante')).toBe('abierto');
    expect(estadoTrasMensaje('resuelto', 'solicitante')).toBe('en_progreso');
    expect(estadoTrasMensaje('resuelto', 'soporte')).toBe('resuelto');
  });

  it('offers actions only while the ticket is not closed', () => {
    expect(accionesTicket('abierto', 'soporte')).toEqual(['responder', 'asignar', 'accesoSoporte']);
    expect(accionesTicket('abierto', 'solicitante')).toEqual(['responder']);
    expect(accionesTicket('cerrado', 'soporte')).toEqual([]);
    expect(mayAbrirAccesoSoporte('SOPORTE', 'en_progreso')).toBe(true);
    expect(mayAbrirAccesoSoporte('SOPORTE', 'cerrado')).toBe(false);
    expect(mayAbrirAccesoSoporte('SUPER_ADMIN', 'abierto')).toBe(false);
  });

  it('keeps a support access read-only: only the ticket work and logging out pass', () => {
    expect(mutacionPermitidaEnAccesoSoporte('ticketsSoporte.mensajes.create')).toBe(true);
    expect(mutacionPermitidaEnAccesoSoporte('auth.logout')).toBe(true);
    expect(mutacionPermitidaEnAccesoSoporte('apartamentos.create')).toBe(false);
    expect(mutacionPermitidaEnAccesoSoporte('ph.update')).toBe(false);
  });
});
