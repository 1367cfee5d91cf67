// Platform users (issue 33): the people search, a person's page and the actions on an account, each
// with a motivo and audited. Who may do what: contracts policy/plataforma-usuarios.ts.
import {
  rolPlataformaInput,
  usuarioAccionInput,
  usuarioAccionOutput,
  usuarioDetalleOutput,
  usuarioIdInput,
  usuarioListInput,
  usuarioListOutput,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { bloquearCuenta, desbloquearCuenta } from './bloquear.ts';
import { cerrarSesiones } from './cerrar-sesiones.ts';
import { getUsuario } from './get.ts';
import { listUsuarios } from './list.ts';
import { reenviarVerificacion } from './reenviar-verificacion.ts';
import { restablecerClave } from './restablecer-clave.ts';
import { cambiarRolPlataforma } from './rol-plataforma.ts';

const tags = ['Usuarios de la plataforma'];

const accion = (path: string, summary: string) =>
  authedProcedure.meta({ openapi: { method: 'POST', path: `/plataforma/usuarios/{id}/${path}`, tags, summary } });

export const usuariosRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/plataforma/usuarios',
        tags,
        summary: 'Busca personas por nombre, email o documento (ordenadas por parecido, por trigramas), por páginas',
        description:
          'SUPER_ADMIN y SOPORTE. `tipo` filtra: personal de la plataforma (`super`) o quien tiene ese rol en algún conjunto.',
      },
    })
    .input(usuarioListInput)
    .output(usuarioListOutput)
    .query(({ ctx, input }) => listUsuarios(ctx, ctx.actor, input)),

  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/plataforma/usuarios/{id}',
        tags,
        summary:
          'Una persona: verificación, rol de plataforma, roles por conjunto, sesiones activas, accesos recientes, intentos fallidos y bloqueos',
        description: 'SUPER_ADMIN y SOPORTE.',
      },
    })
    .input(usuarioIdInput)
    .output(usuarioDetalleOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, usuario: await getUsuario(ctx, ctx.actor, input.id) })),

  verificacion: router({
    reenviar: accion(
      'reenviar-verificacion',
      'Envía a la persona un nuevo enlace de verificación de su correo (SUPER_ADMIN y SOPORTE; con motivo, auditado; a lo sumo 5 correos por persona cada 15 minutos)',
    )
      .input(usuarioAccionInput)
      .output(usuarioAccionOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        message: await reenviarVerificacion(ctx, ctx.actor, input.id, input.motivo),
      })),
  }),

  clave: router({
    restablecer: accion(
      'restablecer-clave',
      'Envía a la persona un enlace para restablecer su contraseña (SUPER_ADMIN y SOPORTE; con motivo, auditado; a lo sumo 5 correos por persona cada 15 minutos)',
    )
      .input(usuarioAccionInput)
      .output(usuarioAccionOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        message: await restablecerClave(ctx, ctx.actor, input.id, input.motivo),
      })),
  }),

  sesiones: router({
    cerrar: accion('cerrar-sesiones', 'Cierra todas las sesiones de la persona (SUPER_ADMIN; con motivo, auditado)')
      .input(usuarioAccionInput)
      .output(usuarioAccionOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        message: await cerrarSesiones(ctx, ctx.actor, input.id, input.motivo),
      })),
  }),

  bloquear: accion(
    'bloquear',
    'Bloquea la cuenta: no puede iniciar sesión y sus sesiones terminan de inmediato (SUPER_ADMIN; con motivo, auditado)',
  )
    .input(usuarioAccionInput)
    .output(usuarioAccionOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: await bloquearCuenta(ctx, ctx.actor, input.id, input.motivo),
    })),

  desbloquear: accion(
    'desbloquear',
    'Desbloquea la cuenta y libera los intentos de acceso retenidos por el límite de inicio de sesión (SUPER_ADMIN; con motivo, auditado)',
  )
    .input(usuarioAccionInput)
    .output(usuarioAccionOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: await desbloquearCuenta(ctx, ctx.actor, input.id, input.motivo),
    })),

  rolPlataforma: router({
    update: authedProcedure
      .meta({
        openapi: {
          method: 'PUT',
          path: '/plataforma/usuarios/{id}/rol-plataforma',
          tags,
          summary:
            'Cambia el rol de plataforma de la persona (`null`: ninguno). Solo SUPER_ADMIN; nunca deja la plataforma sin un Super Administrador activo',
        },
      })
      .input(rolPlataformaInput)
      .output(usuarioAccionOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        message: await cambiarRolPlataforma(ctx, ctx.actor, input.id, input.rol, input.motivo),
      })),
  }),
});
