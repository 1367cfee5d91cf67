// The Tesorería authorisation matrix (issue 15, section 5): every procedure of the tesoreria router ×
// every kind of caller, on both facades. The complex's admin changes the money; its admin and consejo
// read every unit; a resident reads only the unit linked to them; support, sales and other complexes
// get 403. Refused writes must leave no trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tesoreriaRouter } from '../src/modules/tesoreria/router.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { allow, MANAGE, runMatrixCase, type Expectation, type MatrixCase } from './support/matrix.ts';
import { ACTORS, createTenants, nextId, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

const PUBLIC = Object.fromEntries(ACTORS.map((a) => [a, 200])) as Expectation;
const READ = allow('adminA', 'consejoA', 'superAdmin');
/** unitA's account: treasury readers of complex A and the resident linked to unitA. */
const UNIT = allow('adminA', 'consejoA', 'residenteA', 'superAdmin');

let pagoUnitA: string;
let pazCodigo = 'NOEX-ISTE-0000';

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  // Billing in complex A needs coeficientes that add up to 100 % and approved budgets.
  await t.db.apartamento.update({ where: { id: x.unitA.id }, data: { coeficiente: 50 } });
  await t.db.apartamento.update({ where: { id: x.unitA2.id }, data: { coeficiente: 50 } });
  for (let anio = 2030; anio < 2060; anio++) {
    await t.db.presupuesto.create({
      data: {
        phId: x.phA.id,
        anio,
        porcentajeImprevistos: 1,
        rubros: [{ nombre: 'Aseo', valorAnual: 1_200_000 }],
        totalRubros: 1_200_000n,
        valorImprevistos: 12_000n,
        totalAnual: 1_212_000n,
        cuotaMensualTotal: 101_000n,
        estado: 'aprobado',
      },
    });
  }
  pagoUnitA = (await freshPago()).id;
  const paz = await t.db.pazYSalvo.create({
    data: { phId: x.phA.id, apartamentoId: x.unitA.id, codigo: `M${nextId()}-ABCD`, fecha: new Date('2026-01-05T00:00:00Z') },
  });
  pazCodigo = paz.codigo;
});
afterAll(async () => {
  await t?.close();
});

async function freshPago() {
  const n = nextId();
  return t.db.pago.create({
    data: {
      phId: x.phA.id,
      apartamentoId: x.unitA.id,
      numeroRecibo: 10_000 + n,
      valor: 1000,
      fecha: new Date('2026-01-05T00:00:00Z'),
      medio: 'efectivo',
    },
  });
}

async function freshRun(estado: 'borrador' | 'emitida') {
  const n = nextId();
  return t.db.facturacion.create({
    data: { phId: x.phA.id, periodo: `M-${n}`, fechaVencimiento: new Date('2026-01-10T00:00:00Z'), estado, total: 0n, cargos: 0 },
  });
}

const rubros = [{ nombre: 'Vigilancia', valorAnual: 12_000_000 }];
let year = 2030;

const cases: MatrixCase[] = [
  {
    name: 'tesoreria.presupuestos.create',
    expected: MANAGE,
    build: () => {
      const anio = 2060 + (nextId() % 40);
      const body = { anio, porcentajeImprevistos: 1, rubros: [{ nombre: `Rubro ${nextId()}`, valorAnual: 1000 }] };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/presupuestos`, body },
        trpc: { kind: 'mutation', procedure: 'tesoreria.presupuestos.create', input: { id: x.phA.id, ...body } },
        verify: async (res) =>
          expect(await t.db.presupuesto.count({ where: { rubros: { equals: body.rubros } } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'tesoreria.presupuestos.list',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/presupuestos` },
      trpc: { kind: 'query', procedure: 'tesoreria.presupuestos.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'tesoreria.presupuestos.update',
    expected: MANAGE,
    build: async () => {
      const row = await t.db.presupuesto.create({
        data: {
          phId: x.phA.id,
          anio: 2099,
          porcentajeImprevistos: 1,
          rubros,
          totalRubros: 12_000_000n,
          valorImprevistos: 120_000n,
          totalAnual: 12_120_000n,
          cuotaMensualTotal: 1_010_000n,
        },
      });
      const body = { anio: 2099, porcentajeImprevistos: 5, rubros };
      return {
        rest: { method: 'PUT', path: `/api/presupuestos/${row.id}`, body },
        trpc: { kind: 'mutation', procedure: 'tesoreria.presupuestos.update', input: { id: row.id, ...body } },
        verify: async (res) =>
          expect(Number((await t.db.presupuesto.findUniqueOrThrow({ where: { id: row.id } })).porcentajeImprevistos)).toBe(
            res.status === 200 ? 5 : 1,
          ),
      };
    },
  },
  {
    name: 'tesoreria.presupuestos.aprobar',
    expected: MANAGE,
    build: async () => {
      const anio = 2100 - (nextId() % 30);
      await t.db.presupuesto.deleteMany({ where: { phId: x.phA.id, anio, estado: 'aprobado' } });
      const row = await t.db.presupuesto.create({
        data: {
          phId: x.phA.id,
          anio,
          porcentajeImprevistos: 1,
          rubros,
          totalRubros: 1n,
          valorImprevistos: 1n,
          totalAnual: 2n,
          cuotaMensualTotal: 0n,
        },
      });
      return {
        rest: { method: 'PUT', path: `/api/presupuestos/${row.id}/aprobar`, body: { actaReferencia: 'Acta 1' } },
        trpc: { kind: 'mutation', procedure: 'tesoreria.presupuestos.aprobar', input: { id: row.id, actaReferencia: 'Acta 1' } },
        verify: async (res) => {
          expect((await t.db.presupuesto.findUniqueOrThrow({ where: { id: row.id } })).estado).toBe(
            res.status === 200 ? 'aprobado' : 'borrador',
          );
          await t.db.presupuesto.delete({ where: { id: row.id } });
        },
      };
    },
  },
  {
    name: 'tesoreria.facturaciones.create',
    expected: MANAGE,
    build: () => {
      const periodo = `${year++}-01`;
      const body = { periodo, fechaVencimiento: `${periodo}-10` };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/facturacion`, body },
        trpc: { kind: 'mutation', procedure: 'tesoreria.facturaciones.create', input: { id: x.phA.id, ...body } },
        verify: async (res) =>
          expect(await t.db.facturacion.count({ where: { phId: x.phA.id, periodo } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'tesoreria.facturaciones.list',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/facturaciones` },
      trpc: { kind: 'query', procedure: 'tesoreria.facturaciones.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'tesoreria.facturaciones.get',
    expected: READ,
    build: async () => {
      const run = await freshRun('borrador');
      return {
        rest: { method: 'GET', path: `/api/facturaciones/${run.id}` },
        trpc: { kind: 'query', procedure: 'tesoreria.facturaciones.get', input: { id: run.id } },
      };
    },
  },
  ...(['emitir', 'anular'] as const).map((accion): MatrixCase => ({
    name: accion === 'emitir' ? 'tesoreria.facturaciones.emitir' : 'tesoreria.facturaciones.anular',
    expected: MANAGE,
    build: async () => {
      const run = await freshRun('borrador');
      return {
        rest: { method: 'PUT', path: `/api/facturaciones/${run.id}/${accion}` },
        trpc: {
          kind: 'mutation',
          procedure: accion === 'emitir' ? 'tesoreria.facturaciones.emitir' : 'tesoreria.facturaciones.anular',
          input: { id: run.id },
        },
        verify: async (res) => {
          const { estado } = await t.db.facturacion.findUniqueOrThrow({ where: { id: run.id } });
          expect(estado).toBe(res.status === 200 ? (accion === 'emitir' ? 'emitida' : 'anulada') : 'borrador');
        },
      };
    },
  })),
  {
    name: 'tesoreria.cuotasExtraordinarias.create',
    expected: MANAGE,
    build: () => {
      const concepto = `Fachada ${nextId()}`;
      const body = { concepto, valorTotal: 1_000_000, cuotas: 2, desde: '2098-01', actaReferencia: 'Acta 2' };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/cuotas-extraordinarias`, body },
        trpc: { kind: 'mutation', procedure: 'tesoreria.cuotasExtraordinarias.create', input: { id: x.phA.id, ...body } },
        verify: async (res) =>
          expect(await t.db.cuotaExtraordinaria.count({ where: { concepto } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'tesoreria.cuotasExtraordinarias.list',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/cuotas-extraordinarias` },
      trpc: { kind: 'query', procedure: 'tesoreria.cuotasExtraordinarias.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'tesoreria.pagos.create',
    expected: MANAGE,
    build: () => {
      const referencia = `REF-${nextId()}`;
      const body = { apartamentoId: x.unitA2.id, valor: 1000, fecha: '2026-01-05', medio: 'efectivo', referencia };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/pagos`, body },
        trpc: { kind: 'mutation', procedure: 'tesoreria.pagos.create', input: { id: x.phA.id, ...body } },
        verify: async (res) => expect(await t.db.pago.count({ where: { referencia } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'tesoreria.pagos.list',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/pagos` },
      trpc: { kind: 'query', procedure: 'tesoreria.pagos.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'tesoreria.pagos.anular',
    expected: MANAGE,
    build: async () => {
      const pago = await freshPago();
      return {
        rest: { method: 'PUT', path: `/api/pagos/${pago.id}/anular`, body: { motivo: 'Error' } },
        trpc: { kind: 'mutation', procedure: 'tesoreria.pagos.anular', input: { id: pago.id, motivo: 'Error' } },
        verify: async (res) =>
          expect((await t.db.pago.findUniqueOrThrow({ where: { id: pago.id } })).estado).toBe(
            res.status === 200 ? 'anulado' : 'aplicado',
          ),
      };
    },
  },
  {
    name: 'tesoreria.pagos.pdf',
    expected: UNIT,
    build: () => ({
      rest: { method: 'GET', path: `/api/pagos/${pagoUnitA}/recibo.pdf` },
      trpc: { kind: 'query', procedure: 'tesoreria.pagos.pdf', input: { id: pagoUnitA } },
    }),
  },
  {
    name: 'tesoreria.pagos.importar',
    expected: MANAGE,
    build: () => {
      const referencia = `${x.unitA2.torre}-${x.unitA2.numero}`;
      const valor = 5000 + nextId();
      const csv = `fecha,valor,referencia,descripcion\n2026-01-07,${valor},${referencia},Banco`;
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/pagos/importar`, body: { csv } },
        trpc: { kind: 'mutation', procedure: 'tesoreria.pagos.importar', input: { id: x.phA.id, csv } },
        verify: async (res) =>
          expect(await t.db.pago.count({ where: { phId: x.phA.id, valor } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  ...(['debito', 'credito'] as const).map((tipo): MatrixCase => ({
    name: 'tesoreria.ajustes.create',
    expected: MANAGE,
    build: () => {
      const concepto = `Ajuste ${tipo} ${nextId()}`;
      const body = { tipo, valor: 1000, concepto, motivo: 'Corrección de prueba' };
      return {
        rest: { method: 'POST', path: `/api/apartamentos/${x.unitA.id}/ajustes`, body },
        trpc: { kind: 'mutation', procedure: 'tesoreria.ajustes.create', input: { id: x.unitA.id, ...body } },
        verify: async (res) => expect(await t.db.ajuste.count({ where: { concepto } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  })),
  {
    name: 'tesoreria.tasasMora.update',
    expected: MANAGE,
    build: () => {
      const periodo = `20${10 + (nextId() % 80)}-0${1 + (nextId() % 9)}`;
      return {
        rest: { method: 'PUT', path: `/api/ph/${x.phA.id}/tasas-mora/${periodo}`, body: { interesBancarioCorrienteEA: 10 } },
        trpc: {
          kind: 'mutation',
          procedure: 'tesoreria.tasasMora.update',
          input: { id: x.phA.id, periodo, interesBancarioCorrienteEA: 10 },
        },
        verify: async (res) => {
          expect(await t.db.tasaMora.count({ where: { phId: x.phA.id, periodo } })).toBe(res.status === 200 ? 1 : 0);
          await t.db.tasaMora.deleteMany({ where: { phId: x.phA.id, periodo } });
        },
      };
    },
  },
  {
    name: 'tesoreria.configuracion.get',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/tesoreria/configuracion` },
      trpc: { kind: 'query', procedure: 'tesoreria.configuracion.get', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'tesoreria.configuracion.update',
    expected: MANAGE,
    build: () => {
      const body = { diaVencimiento: 1 + (nextId() % 28), diasGracia: nextId() % 10 };
      return {
        rest: { method: 'PUT', path: `/api/ph/${x.phA.id}/tesoreria/configuracion`, body },
        trpc: { kind: 'mutation', procedure: 'tesoreria.configuracion.update', input: { id: x.phA.id, ...body } },
        verify: async (res) => {
          expect(await t.db.tesoreriaConfiguracion.count({ where: { phId: x.phA.id, ...body } })).toBe(
            res.status === 200 ? 1 : 0,
          );
          await t.db.tesoreriaConfiguracion.deleteMany({ where: { phId: x.phA.id } });
        },
      };
    },
  },
  {
    name: 'tesoreria.tasasMora.list',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/tasas-mora` },
      trpc: { kind: 'query', procedure: 'tesoreria.tasasMora.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'tesoreria.estadoCuenta.get',
    expected: UNIT,
    build: () => ({
      rest: { method: 'GET', path: `/api/apartamentos/${x.unitA.id}/estado-cuenta` },
      trpc: { kind: 'query', procedure: 'tesoreria.estadoCuenta.get', input: { id: x.unitA.id } },
    }),
  },
  {
    name: 'tesoreria.estadoCuenta.pdf',
    expected: UNIT,
    build: () => ({
      rest: { method: 'GET', path: `/api/apartamentos/${x.unitA.id}/estado-cuenta.pdf` },
      trpc: { kind: 'query', procedure: 'tesoreria.estadoCuenta.pdf', input: { id: x.unitA.id } },
    }),
  },
  {
    name: 'tesoreria.pazYSalvo.emitir',
    expected: UNIT,
    build: async () => {
      const before = await t.db.pazYSalvo.count({ where: { apartamentoId: x.unitA.id } });
      return {
        rest: { method: 'POST', path: `/api/apartamentos/${x.unitA.id}/paz-y-salvo` },
        trpc: { kind: 'mutation', procedure: 'tesoreria.pazYSalvo.emitir', input: { id: x.unitA.id } },
        verify: async (res) =>
          expect(await t.db.pazYSalvo.count({ where: { apartamentoId: x.unitA.id } })).toBe(
            before + (res.status === 200 ? 1 : 0),
          ),
      };
    },
  },
  {
    name: 'tesoreria.pazYSalvo.verificar',
    expected: PUBLIC,
    build: () => ({
      rest: { method: 'GET', path: `/api/verificar/${pazCodigo}` },
      trpc: { kind: 'query', procedure: 'tesoreria.pazYSalvo.verificar', input: { codigo: pazCodigo } },
    }),
  },
  {
    name: 'tesoreria.cartera.get',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/cartera` },
      trpc: { kind: 'query', procedure: 'tesoreria.cartera.get', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'tesoreria.cartera.xlsx',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/cartera.xlsx` },
      trpc: { kind: 'query', procedure: 'tesoreria.cartera.xlsx', input: { id: x.phA.id } },
    }),
  },
];

describe('Tesorería authorisation matrix (both facades)', () => {
  it('covers every procedure of the tesoreria router', () => {
    const procedures = Object.keys(tesoreriaRouter._def.procedures).map((p) => `tesoreria.${p}`);
    // ajustesCreate has a case per tipo (nota débito, nota crédito).
    expect([...new Set(cases.map((c) => c.name))].sort()).toEqual(procedures.sort());
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it('verificar tells nothing beyond validity, complex, unit and date', async () => {
    const res = await t.rest('GET', `/api/verificar/${pazCodigo}`);
    expect(res.body).toEqual({
      success: true,
      valido: true,
      conjunto: 'Conjunto A',
      unidad: `${x.unitA.torre}-${x.unitA.numero}`,
      fecha: '2026-01-05',
    });
  });
});
