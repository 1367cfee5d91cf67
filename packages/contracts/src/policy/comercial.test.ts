import { describe, expect, it } from 'vitest';

import {
  escrituraBloqueadaPorSuspension,
  LEAD_ESTADOS,
  leadConvertible,
  mayComercial,
  siguientesEstadosLead,
  transicionLeadPermitida,
} from './comercial.ts';

describe('the leads funnel', () => {
  it('moves forward, may skip a step, and may be lost from anywhere', () => {
    expect(transicionLeadPermitida('nuevo', 'contactado')).toBe(true);
    expect(transicionLeadPermitida('contactado', 'demo')).toBe(true);
    expect(transicionLeadPermitida('demo', 'prueba')).toBe(true);
    expect(transicionLeadPermitida('nuevo', 'prueba')).toBe(true);
    for (const desde of LEAD_ESTADOS.filter((e) => e !== 'perdido')) expect(transicionLeadPermitida(desde, 'perdido')).toBe(true);
  });

  it('never goes back, never reaches cliente by hand, and takes a lost lead up again as contactado', () => {
    expect(transicionLeadPermitida('demo', 'contactado')).toBe(false);
    expect(transicionLeadPermitida('prueba', 'demo')).toBe(false);
    for (const desde of LEAD_ESTADOS) expect(transicionLeadPermitida(desde, 'cliente')).toBe(false);
    expect(transicionLeadPermitida('perdido', 'perdido')).toBe(false);
    expect(siguientesEstadosLead('perdido')).toEqual(['contactado']);
    expect(siguientesEstadosLead('cliente')).toEqual(['perdido']);
  });

  it('converts only a lead that is not yet a customer nor lost', () => {
    expect(LEAD_ESTADOS.filter(leadConvertible)).toEqual(['nuevo', 'contactado', 'demo', 'prueba']);
  });
});

describe('who works the commercial side', () => {
  it('gives sales and the super admin the leads and the plans, the targets to the super admin only', () => {
    expect(mayComercial('COMERCIAL', 'moverLeads')).toBe(true);
    expect(mayComercial('COMERCIAL', 'cambiarPlan')).toBe(true);
    expect(mayComercial('COMERCIAL', 'leerMetas')).toBe(true);
    expect(mayComercial('COMERCIAL', 'fijarMetas')).toBe(false);
    expect(mayComercial('SUPER_ADMIN', 'fijarMetas')).toBe(true);
    expect(mayComercial('SOPORTE', 'leerLeads')).toBe(false);
    expect(mayComercial(null, 'leerLeads')).toBe(false);
  });

  it('holds back the writes of a suspended complex for its people only', () => {
    expect(escrituraBloqueadaPorSuspension('suspendida', null)).toBe(true);
    expect(escrituraBloqueadaPorSuspension('suspendida', 'SOPORTE')).toBe(false);
    expect(escrituraBloqueadaPorSuspension('activa', null)).toBe(false);
    expect(escrituraBloqueadaPorSuspension('prueba', null)).toBe(false);
    expect(escrituraBloqueadaPorSuspension(null, null)).toBe(false);
  });
});
