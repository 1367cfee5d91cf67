import {
  apartamentoIdInput,
  MSG,
  residenteContactoInput,
  residenteCreateInput,
  residenteIdInput,
  residenteListOutput,
  residentePermisosInput,
  residenteReenviarOutput,
  residenteSingleOutput,
  successOutput,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { addResidente } from './add.ts';
import { updateContacto } from './contacto.ts';
import { listResidentes } from './list.ts';
import { toResidenteOutput } from './output.ts';
import { updatePermisos } from './permisos.ts';
import { removeResidente } from './remove.ts';
import { resendInvitation } from './resend.ts';

const tags = ['Residentes'];

// Procedure names: CONTRIBUTING.md, «A module (API)». operationId: the name each renamed route had before
// (issue 27), so the OpenAPI document does not change.
export const residentesRouter = router({
  list: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/apartamentos/{id}/residentes', tags, summary: 'Lista los residentes de una unidad' },
    })
    .input(apartamentoIdInput)
    .output(residenteListOutput)
    .query(async ({ ctx, input }) => {
      const residentes = await listResidentes(ctx, ctx.actor, input.id);
      return { success: true as const, residentes: residentes.map(toResidenteOutput), total: residentes.length };
    }),

  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/apartamentos/{id}/residentes',
        tags,
        summary: 'Agrega un residente a una unidad y, si tiene email, le envía la invitación a su rol (se vincula al aceptarla)',
      },
    })
    .input(residenteCreateInput)
    .output(residenteSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      residente: toResidenteOutput(await addResidente(ctx, ctx.actor, id, data)),
    })),

  update: authedProcedure
    .meta({
      openapi: {
        operationId: 'residentes-updateContacto',
        method: 'PUT',
        path: '/residentes/{id}',
        tags,
        summary: 'Edita nombre, email y teléfono de una persona; con un email nuevo (sin cuenta aún) le envía la invitación',
      },
    })
    .input(residenteContactoInput)
    .output(residenteSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      residente: toResidenteOutput(await updateContacto(ctx, ctx.actor, id, data)),
    })),

  invitacion: router({
    reenviar: authedProcedure
      .meta({
        openapi: {
          operationId: 'residentes-reenviarInvitacion',
          method: 'POST',
          path: '/residentes/{id}/reenviar-invitacion',
          tags,
          summary: 'Reenvía la invitación a una persona que aún no la acepta (el enlace anterior deja de servir)',
        },
      })
      .input(residenteIdInput)
      .output(residenteReenviarOutput)
      .mutation(async ({ ctx, input }) => {
        await resendInvitation(ctx, ctx.actor, input.id);
        return { success: true as const, message: MSG.invitationResent };
      }),
  }),

  permisos: router({
    update: authedProcedure
      .meta({
        openapi: {
          operationId: 'residentes-updatePermisos',
          method: 'PUT',
          path: '/residentes/{id}/permisos',
          tags,
          summary: 'Actualiza los permisos de un residente',
        },
      })
      .input(residentePermisosInput)
      .output(residenteSingleOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        residente: toResidenteOutput(await updatePermisos(ctx, ctx.actor, input.id, input.permisos)),
      })),
  }),

  delete: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/residentes/{id}', tags, summary: 'Retira un residente de su unidad' } })
    .input(residenteIdInput)
    .output(successOutput)
    .mutation(async ({ ctx, input }) => {
      await removeResidente(ctx, ctx.actor, input.id);
      return { success: true as const, message: MSG.residenteDeleted };
    }),
});
