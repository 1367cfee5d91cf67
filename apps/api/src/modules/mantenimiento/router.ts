// Mantenimiento (issue 29): activos, the plan preventivo and the legal calendar's cumplimiento; one use
// case each (CONTRIBUTING.md, «A module»). Órdenes live in the `ordenes` module.
import {
  activoCreateInput,
  activoDeleteInput,
  activoDetailOutput,
  activoGetInput,
  activoListInput,
  activoListOutput,
  activoSingleOutput,
  activoUpdateInput,
  cumplimientoInput,
  cumplimientoOutput,
  planCreateInput,
  planDeleteInput,
  planListInput,
  planListOutput,
  planSingleOutput,
  planUpdateInput,
} from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { toAdjuntoMantenimientoOutput } from '../ordenes/output.ts';
import { archivarActivo } from './archivar-activo.ts';
import { archivarPlan } from './archivar-plan.ts';
import { createActivo } from './create-activo.ts';
import { createPlan } from './create-plan.ts';
import { cumplimiento } from './cumplimiento.ts';
import { getActivo } from './get-activo.ts';
import { listActivos } from './list-activos.ts';
import { listPlanes } from './list-planes.ts';
import { toActivoOutput, toPlanOutput } from './output.ts';
import { updateActivo } from './update-activo.ts';
import { updatePlan } from './update-plan.ts';

const tags = ['Mantenimiento'];

const activosRouter = router({
  create: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/ph/{id}/activos', tags, summary: 'Registra un activo (equipo común) del conjunto' },
    })
    .input(activoCreateInput)
    .output(activoSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      activo: toActivoOutput(await createActivo(ctx, ctx.actor, id, data)),
    })),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/activos',
        tags,
        summary: 'Inventario de activos del conjunto (archivados=true para incluir los archivados)',
      },
    })
    .input(activoListInput)
    .output(activoListOutput)
    .query(async ({ ctx, input: { id, ...filtro } }) => {
      const { activos, total } = await listActivos(ctx, ctx.actor, id, filtro);
      return {
        success: true as const,
        activos: activos.map(toActivoOutput),
        total,
        page: filtro.page,
        pageSize: filtro.pageSize,
      };
    }),

  get: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/activos/{id}', tags, summary: 'Un activo con sus fotos y documentos' },
    })
    .input(activoGetInput)
    .output(activoDetailOutput)
    .query(async ({ ctx, input }) => {
      const { activo, adjuntos } = await getActivo(ctx, ctx.actor, input.id);
      return {
        success: true as const,
        activo: toActivoOutput(activo),
        adjuntos: adjuntos.map(toAdjuntoMantenimientoOutput),
      };
    }),

  update: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/activos/{id}', tags, summary: 'Actualiza un activo' } })
    .input(activoUpdateInput)
    .output(activoSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      activo: toActivoOutput(await updateActivo(ctx, ctx.actor, id, data)),
    })),

  delete: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/activos/{id}',
        tags,
        summary: 'Archiva un activo: su historia (planes, órdenes, adjuntos) se conserva',
      },
    })
    .input(activoDeleteInput)
    .output(activoSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      activo: toActivoOutput(await archivarActivo(ctx, ctx.actor, input.id)),
    })),
});

const planesRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/planes',
        tags,
        summary:
          'Crea una tarea recurrente (cada N días, semanas, meses o años; meses omitidos opcionales), opcionalmente una obligación legal con su fuente',
      },
    })
    .input(planCreateInput)
    .output(planSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      plan: toPlanOutput(await createPlan(ctx, ctx.actor, id, data), bogotaDate(ctx.clock.now())),
    })),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/planes',
        tags,
        summary: 'Plan preventivo del conjunto, con las obligaciones legales precargadas y la próxima fecha de cada tarea',
      },
    })
    .input(planListInput)
    .output(planListOutput)
    .query(async ({ ctx, input: { id, ...filtro } }) => {
      const planes = await listPlanes(ctx, ctx.actor, id, filtro);
      const hoy = bogotaDate(ctx.clock.now());
      return { success: true as const, planes: planes.map((p) => toPlanOutput(p, hoy)) };
    }),

  update: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/planes/{id}', tags, summary: 'Actualiza una tarea recurrente' } })
    .input(planUpdateInput)
    .output(planSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      plan: toPlanOutput(await updatePlan(ctx, ctx.actor, id, data), bogotaDate(ctx.clock.now())),
    })),

  delete: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/planes/{id}',
        tags,
        summary: 'Archiva una tarea recurrente: sus órdenes se conservan y no se abren más',
      },
    })
    .input(planDeleteInput)
    .output(planSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      plan: toPlanOutput(await archivarPlan(ctx, ctx.actor, input.id), bogotaDate(ctx.clock.now())),
    })),
});

export const mantenimientoRouter = router({
  activos: activosRouter,
  planes: planesRouter,
  cumplimiento: router({
    get: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/ph/{id}/cumplimiento',
          tags,
          summary:
            'Cumplimiento de las obligaciones legales: próximo vencimiento, estado (al día, por vencer en 30 días, vencido) y la evidencia de la última vez',
        },
      })
      .input(cumplimientoInput)
      .output(cumplimientoOutput)
      .query(({ ctx, input }) => cumplimiento(ctx, ctx.actor, input.id)),
  }),
});
