import { z } from 'zod';

import {
  ajusteCreateInput,
  ajusteSingleOutput,
  archivoOutput,
  carteraInput,
  carteraOutput,
  codigoVerificacionInput,
  cuotaExtraordinariaInput,
  cuotaExtraordinariaListOutput,
  cuotaExtraordinariaSingleOutput,
  distribuirEnPartes,
  estadoCuentaInput,
  estadoCuentaOutput,
  facturacionAnularInput,
  facturacionCargosOutput,
  facturacionCreateInput,
  facturacionListOutput,
  facturacionSingleOutput,
  importarPagosInput,
  importarPagosOutput,
  pageFields,
  pagoAnularInput,
  pagoCreateInput,
  pagoListInput,
  pagoListOutput,
  pagoSingleOutput,
  phPageInput,
  presupuestoAprobarInput,
  presupuestoCreateInput,
  presupuestoListOutput,
  presupuestoSingleOutput,
  presupuestoUpdateInput,
  tasaMoraInput,
  tasaMoraListOutput,
  tasaMoraSingleOutput,
  tesoreriaConfiguracionInput,
  tesoreriaConfiguracionOutput,
  uuidField,
  verificacionOutput,
} from '@horizonte/contracts';
import type { CuotaExtraordinaria } from '@horizonte/db';

import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import { router } from '../../trpc/init.ts';
import { authedProcedure, heavyReadProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { registrarAjuste } from './ajustes.ts';
import { getCartera } from './cartera.ts';
import { getConfiguracion, setConfiguracion } from './configuracion.ts';
import { estadoCuentaPdf, pazYSalvo, pazYSalvoSigueVigente, reciboPdf, verificarPazYSalvo } from './documentos.ts';
import { getEstadoCuenta } from './estado-cuenta.ts';
import {
  anularFacturacion,
  createCuotaExtraordinaria,
  createFacturacion,
  emitirFacturacion,
  getFacturacion,
  listCuotasExtraordinarias,
  listFacturaciones,
  toFacturacionOutput,
} from './facturacion.ts';
import { importarPagos } from './importar.ts';
import { civil } from './ledger.ts';
import { anularPago, createPago, listPagos, unidadDe } from './pagos.ts';
import {
  aprobarPresupuesto,
  createPresupuesto,
  listPresupuestos,
  toPresupuestoOutput,
  updatePresupuesto,
} from './presupuestos.ts';
import { listTasasMora, setTasaMora, toTasaOutput } from './tasas.ts';

const tags = ['Tesorería'];
const idInput = z.object({ id: uuidField });

function toCuotaExtraordinariaOutput(row: CuotaExtraordinaria) {
  return {
    id: row.id,
    concepto: row.concepto,
    valorTotal: Number(row.valorTotal),
    cuotas: row.cuotas,
    desde: row.desde,
    actaReferencia: row.actaReferencia,
    valoresMensuales: distribuirEnPartes(Number(row.valorTotal), row.cuotas),
  };
}

export const tesoreriaRouter = router({
  // Presupuesto (art. 35)
  presupuestosCreate: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/presupuestos',
        tags,
        summary: 'Crea el presupuesto anual en borrador (con el fondo de imprevistos, mínimo 1 %: art. 35)',
      },
    })
    .input(presupuestoCreateInput)
    .output(presupuestoSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      presupuesto: toPresupuestoOutput(await createPresupuesto(ctx, ctx.actor, id, data)),
    })),

  presupuestosList: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/ph/{id}/presupuestos', tags, summary: 'Lista los presupuestos del conjunto' } })
    .input(phPageInput)
    .output(presupuestoListOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { rows, total } = await listPresupuestos(ctx, ctx.actor, id, page);
      return { success: true as const, presupuestos: rows.map(toPresupuestoOutput), total, ...page };
    }),

  presupuestosUpdate: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/presupuestos/{id}', tags, summary: 'Modifica un presupuesto en borrador' } })
    .input(presupuestoUpdateInput)
    .output(presupuestoSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      presupuesto: toPresupuestoOutput(await updatePresupuesto(ctx, ctx.actor, id, data)),
    })),

  presupuestosAprobar: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/presupuestos/{id}/aprobar',
        tags,
        summary: 'Aprueba el presupuesto con la referencia del acta de la asamblea',
      },
    })
    .input(presupuestoAprobarInput)
    .output(presupuestoSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      presupuesto: toPresupuestoOutput(await aprobarPresupuesto(ctx, ctx.actor, input.id, input.actaReferencia)),
    })),

  // Facturación (art. 29)
  facturacionCreate: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/facturacion',
        tags,
        summary: 'Calcula la facturación del periodo en borrador (cuotas por coeficiente, intereses, conceptos adicionales)',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(facturacionCreateInput)
    .output(facturacionSingleOutput)
    .mutation(
      idempotent(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        facturacion: toFacturacionOutput(await createFacturacion(ctx, ctx.actor, id, data)),
      })),
    ),

  facturacionList: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/ph/{id}/facturaciones', tags, summary: 'Lista las facturaciones del conjunto' } })
    .input(phPageInput)
    .output(facturacionListOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { rows, total } = await listFacturaciones(ctx, ctx.actor, id, page);
      return { success: true as const, facturaciones: rows.map(toFacturacionOutput), total, ...page };
    }),

  facturacionGet: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/facturaciones/{id}',
        tags,
        summary: 'Una facturación con sus cargos (vista previa antes de emitir)',
      },
    })
    .input(z.object({ id: uuidField, ...pageFields }))
    .output(facturacionCargosOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { facturacion, cargos, total } = await getFacturacion(ctx, ctx.actor, id, page);
      return {
        success: true as const,
        facturacion: toFacturacionOutput(facturacion),
        detalle: cargos.map((c) => ({
          id: c.id,
          apartamentoId: c.apartamentoId,
          unidad: unidadDe(c.apartamento),
          tipo: c.tipo,
          concepto: c.concepto,
          periodo: c.periodo,
          fechaVencimiento: civil(c.fechaVencimiento),
          valor: c.valor,
          generaMora: c.generaMora,
        })),
        total,
        ...page,
      };
    }),

  facturacionEmitir: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/facturaciones/{id}/emitir',
        tags,
        summary: 'Emite la facturación: los cargos quedan exigibles y se envían las cuentas de cobro',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(idInput)
    .output(facturacionSingleOutput)
    .mutation(
      idempotent(async ({ ctx, input }) => ({
        success: true as const,
        facturacion: toFacturacionOutput(await emitirFacturacion(ctx, ctx.actor, input.id)),
      })),
    ),

  facturacionAnular: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/facturaciones/{id}/anular',
        tags,
        summary:
          'Anula una facturación (reversa sus cargos); con pagos aplicados exige un motivo y los reaplica a los cargos vigentes',
      },
    })
    .input(facturacionAnularInput)
    .output(facturacionSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      facturacion: toFacturacionOutput(await anularFacturacion(ctx, ctx.actor, input.id, input.motivo || undefined)),
    })),

  cuotasExtraordinariasCreate: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/cuotas-extraordinarias',
        tags,
        summary: 'Registra una cuota extraordinaria aprobada por la asamblea, repartida por coeficiente',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(cuotaExtraordinariaInput)
    .output(cuotaExtraordinariaSingleOutput)
    .mutation(
      idempotent(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        cuotaExtraordinaria: toCuotaExtraordinariaOutput(await createCuotaExtraordinaria(ctx, ctx.actor, id, data)),
      })),
    ),

  cuotasExtraordinariasList: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/ph/{id}/cuotas-extraordinarias', tags, summary: 'Lista las cuotas extraordinarias' },
    })
    .input(phPageInput)
    .output(cuotaExtraordinariaListOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { rows, total } = await listCuotasExtraordinarias(ctx, ctx.actor, id, page);
      return { success: true as const, cuotasExtraordinarias: rows.map(toCuotaExtraordinariaOutput), total, ...page };
    }),

  // Pagos (Código Civil art. 1653)
  pagosCreate: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/pagos',
        tags,
        summary: 'Registra un pago: primero intereses, luego el capital más antiguo; el excedente queda a favor',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(pagoCreateInput)
    .output(pagoSingleOutput)
    .mutation(
      idempotent(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        pago: await createPago(ctx, ctx.actor, id, data),
      })),
    ),

  pagosList: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/ph/{id}/pagos', tags, summary: 'Lista los pagos del conjunto (o de una unidad)' } })
    .input(pagoListInput)
    .output(pagoListOutput)
    .query(async ({ ctx, input: { id, ...rest } }) => {
      const { rows, total } = await listPagos(ctx, ctx.actor, id, rest);
      return { success: true as const, pagos: rows, total, page: rest.page, pageSize: rest.pageSize };
    }),

  pagosAnular: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/pagos/{id}/anular', tags, summary: 'Anula un pago y reversa sus aplicaciones' } })
    .input(pagoAnularInput)
    .output(pagoSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      pago: await anularPago(ctx, ctx.actor, input.id, input.motivo),
    })),

  pagosRecibo: heavyReadProcedure
    .meta({ openapi: { method: 'GET', path: '/pagos/{id}/recibo.pdf', tags, summary: 'Recibo de caja del pago (PDF)' } })
    .input(idInput)
    .output(archivoOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, archivo: await reciboPdf(ctx, ctx.actor, input.id) })),

  pagosImportar: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/pagos/importar',
        tags,
        summary: 'Concilia un extracto bancario CSV (fecha, valor, referencia, descripcion)',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(importarPagosInput)
    .output(importarPagosOutput)
    .mutation(
      idempotent(async ({ ctx, input }) => ({
        success: true as const,
        ...(await importarPagos(ctx, ctx.actor, input.id, input.csv)),
      })),
    ),

  // Ajustes: notas crédito y débito (issue 26)
  ajustesCreate: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/apartamentos/{id}/ajustes',
        tags,
        summary:
          'Corrige la cuenta de la unidad con una nota débito (un cargo que vence hoy) o una nota crédito (un abono sin recibo de caja: primero intereses, luego el capital más antiguo; el excedente queda a favor)',
        requestHeaders: idempotencyHeaders,
        errorResponses: {
          400: 'Clave de idempotencia no válida',
          401: 'Sin sesión',
          403: 'Solo la administración del conjunto registra ajustes',
          404: 'La unidad no existe',
          409: 'La clave de idempotencia ya se usó con otro cuerpo o sigue en proceso',
          422: 'Tipo, valor (pesos enteros mayores que cero), concepto o motivo no válidos',
        },
      },
    })
    .input(ajusteCreateInput)
    .output(ajusteSingleOutput)
    .mutation(
      idempotent(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        ajuste: await registrarAjuste(ctx, ctx.actor, id, data),
      })),
    ),

  // Calendario de facturación (issue 26, point 2)
  configuracionGet: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/tesoreria/configuracion',
        tags,
        summary: 'Día de vencimiento y días de gracia del conjunto, con el siguiente periodo por facturar',
      },
    })
    .input(idInput)
    .output(tesoreriaConfiguracionOutput)
    .query(async ({ ctx, input }) => ({
      success: true as const,
      configuracion: await getConfiguracion(ctx, ctx.actor, input.id),
    })),

  configuracionSet: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/ph/{id}/tesoreria/configuracion',
        tags,
        summary: 'Fija el día de vencimiento (1 a 28) y los días de gracia tras la emisión antes de causar mora',
      },
    })
    .input(tesoreriaConfiguracionInput)
    .output(tesoreriaConfiguracionOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      configuracion: await setConfiguracion(ctx, ctx.actor, id, data),
    })),

  // Intereses de mora (art. 30)
  tasasMoraSet: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/ph/{id}/tasas-mora/{periodo}',
        tags,
        summary: 'Fija la tasa de mora del mes (máximo 1,5 veces el interés bancario corriente: art. 30)',
      },
    })
    .input(tasaMoraInput)
    .output(tasaMoraSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      tasa: toTasaOutput(await setTasaMora(ctx, ctx.actor, id, data)),
    })),

  tasasMoraList: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/ph/{id}/tasas-mora', tags, summary: 'Lista las tasas de mora por mes' } })
    .input(phPageInput)
    .output(tasaMoraListOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { rows, total } = await listTasasMora(ctx, ctx.actor, id, page);
      return { success: true as const, tasas: rows.map(toTasaOutput), total, ...page };
    }),

  // Estado de cuenta y paz y salvo (art. 29)
  estadoCuenta: heavyReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/apartamentos/{id}/estado-cuenta',
        tags,
        summary: 'Estado de cuenta de la unidad con intereses causados a la fecha',
      },
    })
    .input(estadoCuentaInput)
    .output(estadoCuentaOutput)
    .query(({ ctx, input }) => getEstadoCuenta(ctx, ctx.actor, input.id, input.hasta)),

  estadoCuentaPdf: heavyReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/apartamentos/{id}/estado-cuenta.pdf',
        tags,
        summary: 'Estado de cuenta de la unidad (PDF)',
      },
    })
    .input(estadoCuentaInput)
    .output(archivoOutput)
    .query(async ({ ctx, input }) => ({
      success: true as const,
      archivo: await estadoCuentaPdf(ctx, ctx.actor, input.id, input.hasta),
    })),

  pazYSalvo: heavyReadProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/apartamentos/{id}/paz-y-salvo',
        tags,
        summary: 'Expide el paz y salvo (PDF con código de verificación) si la unidad no debe nada',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(idInput)
    .output(archivoOutput)
    // A repeat never hands out again the PDF of a certificate revoked since (issue 25, #6).
    .mutation(
      idempotent(async ({ ctx, input }) => ({ success: true as const, ...(await pazYSalvo(ctx, ctx.actor, input.id)) }), {
        beforeReplay: (ctx, { codigo }) => pazYSalvoSigueVigente(ctx, codigo),
      }),
    ),

  verificar: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/verificar/{codigo}', tags, summary: 'Verifica un paz y salvo por su código (público)' },
    })
    .input(codigoVerificacionInput)
    .output(verificacionOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, ...(await verificarPazYSalvo(ctx, input.codigo)) })),

  // Cartera
  cartera: heavyReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/cartera',
        tags,
        summary: 'Cartera por edades (al día, 1–30, 31–60, 61–90, más de 90 días); ?formato=csv|xlsx para descargar',
      },
    })
    .input(carteraInput)
    .output(carteraOutput)
    .query(({ ctx, input }) => getCartera(ctx, ctx.actor, input)),

  carteraXlsx: heavyReadProcedure
    .meta({ openapi: { method: 'GET', path: '/ph/{id}/cartera.xlsx', tags, summary: 'Cartera por edades (hoja de cálculo)' } })
    .input(carteraInput.omit({ formato: true }))
    .output(carteraOutput)
    .query(({ ctx, input }) => getCartera(ctx, ctx.actor, { ...input, formato: 'xlsx' })),
});
