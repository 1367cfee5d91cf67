// The audit log's search (issue 33): the platform's, and each complex's own for its administration.
import { auditoriaListInput, auditoriaListOutput, phAuditoriaInput } from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { listAuditoria, listAuditoriaConjunto } from './list.ts';

const tags = ['Auditoría'];

export const auditoriaRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/plataforma/auditoria',
        tags,
        summary: 'El registro de auditoría de la plataforma, por persona, conjunto, acción y fechas, con el antes y el después',
        description:
          'SUPER_ADMIN y SOPORTE. Fechas civiles de Bogotá (ambas incluidas), a lo sumo 366 días; sin fechas, los últimos 30 días. `accion` filtra por prefijo (`auth.`).',
      },
    })
    .input(auditoriaListInput)
    .output(auditoriaListOutput)
    .query(({ ctx, input }) => listAuditoria(ctx, ctx.actor, input)),

  conjunto: router({
    list: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/ph/{id}/auditoria',
          tags,
          summary: 'El registro de auditoría del conjunto: solo sus propias entradas, para su administración',
          description: 'La administración del conjunto (y SUPER_ADMIN, SOPORTE). Los mismos filtros que el de la plataforma.',
        },
      })
      .input(phAuditoriaInput)
      .output(auditoriaListOutput)
      .query(({ ctx, input }) => listAuditoriaConjunto(ctx, ctx.actor, input)),
  }),
});
