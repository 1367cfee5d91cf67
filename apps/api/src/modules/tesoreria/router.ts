// Tesorería: one nested router per sub-resource (CONTRIBUTING.md, «A module (API)»), in the order of
// the routes (the OpenAPI document and the REST dispatcher follow it). Each procedure renamed by issue 27
// keeps its earlier operationId, so the OpenAPI document does not change.
import { ajusteCreateInput, ajusteSingleOutput } from '@horizonte/contracts';

import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { registrarAjuste } from './ajustes.ts';
import { carteraRouter } from './router/cartera.ts';
import { configuracionRouter } from './router/configuracion.ts';
import { cuotasExtraordinariasRouter } from './router/cuotas-extraordinarias.ts';
import { estadoCuentaRouter } from './router/estado-cuenta.ts';
import { facturacionesRouter } from './router/facturaciones.ts';
import { pagosRouter } from './router/pagos.ts';
import { pazYSalvoRouter } from './router/paz-y-salvo.ts';
import { presupuestosRouter } from './router/presupuestos.ts';
import { tags } from './router/shared.ts';
import { tasasMoraRouter } from './router/tasas-mora.ts';

export const tesoreriaRouter = router({
  presupuestos: presupuestosRouter,
  facturaciones: facturacionesRouter,
  cuotasExtraordinarias: cuotasExtraordinariasRouter,
  pagos: pagosRouter,
  // Notas crédito y débito (issue 26)
  ajustes: router({
    create: authedProcedure
      .meta({
        openapi: {
          operationId: 'tesoreria-ajustesCreate',
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
  }),
  configuracion: configuracionRouter,
  tasasMora: tasasMoraRouter,
  estadoCuenta: estadoCuentaRouter,
  pazYSalvo: pazYSalvoRouter,
  cartera: carteraRouter,
});
