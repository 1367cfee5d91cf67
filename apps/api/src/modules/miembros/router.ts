import { miembroListInput, miembroListOutput, MSG, retirarRolInput, retirarRolOutput } from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { listarMiembros } from './listar.ts';
import { toMiembroOutput } from './output.ts';
import { retirarRol } from './retirar.ts';

const tags = ['Miembros'];

export const miembrosRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/miembros',
        tags,
        summary:
          'Personas con un rol en el conjunto (una fila por rol: administración, consejo, proveedores, portería, propietarios, residentes)',
      },
    })
    .input(miembroListInput)
    .output(miembroListOutput)
    .query(async ({ ctx, input: { id, ...filtro } }) => {
      const { rows, total } = await listarMiembros(ctx, ctx.actor, id, filtro);
      return {
        success: true as const,
        miembros: rows.map(toMiembroOutput),
        total,
        page: filtro.page,
        pageSize: filtro.pageSize,
      };
    }),

  retirar: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/miembros/{userId}/retirar',
        tags,
        summary:
          'Retira un rol a una persona, con motivo (queda auditado): pierde el acceso de ese rol de inmediato; a un propietario o residente se le retiran sus unidades, sus autorizaciones de visitantes y su enlace de calendario. El último administrador no se puede retirar (409).',
      },
    })
    .input(retirarRolInput)
    .output(retirarRolOutput)
    .mutation(async ({ ctx, input }) => {
      await retirarRol(ctx, ctx.actor, input.id, input.userId, input.rol, input.motivo);
      return { success: true as const, message: MSG.rolRetirado };
    }),
});
