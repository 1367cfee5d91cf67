import { describe, expect, it } from 'vitest';

import {
  accionDeTransicion,
  accionesOrden,
  ESTADOS_ORDEN,
  mantenimientoAccess,
  mayReadOrden,
  ORDEN_TRANSICIONES,
  ordenPuedePasar,
  requiereAprobacion,
  rolesConMantenimiento,
  veOrdenesDeSuProveedor,
  type EstadoOrden,
  type OrdenHechos,
  type OrdenRelacion,
} from './mantenimiento.ts';

// Every caller kind: [platformRole, roles, read, manage, aprobar].
const MATRIZ = [
  [null, ['admin'], true, true, false],
  [null, ['consejo'], true, false, true],
  [null, ['propietario'], false, false, false],
  [null, ['residente'], false, false, false],
  [null, ['proveedor'], false, false, false],
  [null, ['porteria'], false, false, false],
  [null, [], false, false, false],
  ['SUPER_ADMIN', [], true, true, false],
  ['SOPORTE', [], true, false, false],
  ['COMERCIAL', [], false, false, false],
] as const;

describe('mantenimiento: who may do what', () => {
  it.each(MATRIZ)('%s %j → read %s, manage %s, aprobar %s', (platformRole, roles, read, manage, aprobar) => {
    expect(mantenimientoAccess(platformRole, roles)).toEqual({ read, manage, aprobar });
  });

  it('mails the consejo (the only role that approves) and lets the proveedor role list its own órdenes', () => {
    expect(rolesConMantenimiento('aprobar')).toEqual(['consejo']);
    expect(veOrdenesDeSuProveedor(['proveedor'])).toBe(true);
    expect(veOrdenesDeSuProveedor(['residente', 'propietario'])).toBe(false);
  });
});

const admin = mantenimientoAccess(null, ['admin']);
const consejo = mantenimientoAccess(null, ['consejo']);
const nadie = mantenimientoAccess(null, ['residente']);
const rel = (r: Partial<OrdenRelacion>): OrdenRelacion => ({
  access: nadie,
  proveedorAsignado: false,
  solicitantePqrs: false,
  ...r,
});
const hechos = (estado: EstadoOrden, h: Partial<OrdenHechos> = {}): OrdenHechos => ({
  estado,
  pendienteAprobacion: false,
  yaDecidio: false,
  calificada: false,
  ...h,
});

describe('the orden state machine', () => {
  it.each(ESTADOS_ORDEN.flatMap((d) => ESTADOS_ORDEN.map((h) => [d, h] as const)))('%s → %s', (desde, hacia) => {
    const legal = ORDEN_TRANSICIONES[desde].includes(hacia);
    expect(ordenPuedePasar(desde, hacia)).toBe(legal);
    expect(accionDeTransicion(desde, hacia) !== null).toBe(legal);
  });

  it('names each step: terminada → en_curso is devolver, asignada → en_curso is iniciar', () => {
    expect(accionDeTransicion('terminada', 'en_curso')).toBe('devolver');
    expect(accionDeTransicion('asignada', 'en_curso')).toBe('iniciar');
    expect(accionDeTransicion('asignada', 'abierta')).toBe('desasignar');
    expect(accionDeTransicion('terminada', 'verificada')).toBe('verificar');
    expect(accionDeTransicion('verificada', 'cancelada')).toBeNull();
  });
});

describe('accionesOrden', () => {
  it('the administration does everything but approve and rate', () => {
    expect(accionesOrden(hechos('abierta'), rel({ access: admin }))).toEqual(['editar', 'adjuntar', 'asignar', 'cancelar']);
    expect(accionesOrden(hechos('terminada'), rel({ access: admin }))).toEqual([
      'editar',
      'adjuntar',
      'verificar',
      'devolver',
      'cancelar',
    ]);
    expect(accionesOrden(hechos('verificada'), rel({ access: admin }))).toEqual([]);
  });

  it('an orden waiting for the consejo is not assigned; a consejo member decides once', () => {
    const pendiente = hechos('abierta', { pendienteAprobacion: true });
    expect(accionesOrden(pendiente, rel({ access: admin }))).not.toContain('asignar');
    expect(accionesOrden(pendiente, rel({ access: consejo }))).toEqual(['aprobar']);
    expect(accionesOrden({ ...pendiente, yaDecidio: true }, rel({ access: consejo }))).toEqual([]);
    expect(accionesOrden(hechos('abierta'), rel({ access: consejo }))).toEqual([]);
  });

  it('the assigned proveedor starts, finishes and adds evidence while it works', () => {
    const p = rel({ proveedorAsignado: true });
    expect(accionesOrden(hechos('asignada'), p)).toEqual(['iniciar', 'adjuntar']);
    expect(accionesOrden(hechos('en_curso'), p)).toEqual(['terminar', 'adjuntar']);
    expect(accionesOrden(hechos('terminada'), p)).toEqual([]);
  });

  it('the owner who filed the PQRS rates it once verified, once', () => {
    const s = rel({ solicitantePqrs: true });
    expect(accionesOrden(hechos('terminada'), s)).toEqual([]);
    expect(accionesOrden(hechos('verificada'), s)).toEqual(['calificar']);
    expect(accionesOrden(hechos('verificada', { calificada: true }), s)).toEqual([]);
  });

  it('who reads an orden at all', () => {
    expect(mayReadOrden(rel({}))).toBe(false);
    expect(mayReadOrden(rel({ solicitantePqrs: true }))).toBe(true);
    expect(mayReadOrden(rel({ proveedorAsignado: true }))).toBe(true);
    expect(mayReadOrden(rel({ access: consejo }))).toBe(true);
  });
});

describe('requiereAprobacion', () => {
  it('strictly over the threshold; no threshold or no estimate never', () => {
    expect(requiereAprobacion(1_000_001, 1_000_000)).toBe(true);
    expect(requiereAprobacion(1_000_000, 1_000_000)).toBe(false);
    expect(requiereAprobacion(5_000_000, null)).toBe(false);
    expect(requiereAprobacion(null, 0)).toBe(false);
  });
});
