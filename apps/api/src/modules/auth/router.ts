// The accounts procedures (spec section 7). Each one: contract schemas, OpenAPI meta with the
// spec's REST path, who may call it, and one call into a use case whose answer output.ts maps.
import { z } from 'zod';

import {
  changePasswordInput,
  changePasswordOutput,
  forgotPasswordOutput,
  forgotPasswordRequestInput,
  loginInput,
  loginOutput,
  logoutOutput,
  MSG,
  profileOutput,
  registerInput,
  registerOutput,
  resendVerificationInput,
  resendVerificationOutput,
  resetPasswordInput,
  resetPasswordOutput,
  userRolesOutput,
  verifyEmailInput,
  verifyEmailOutput,
  verifyOutput,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { currentUser, profile, userRoles } from './account.ts';
import { forgotPassword } from './forgot-password.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { toForgotPasswordOutput, toLoginOutput, toProfileOutput, toSessionUser, verifyEmailMessage } from './output.ts';
import { changePassword } from './password-change.ts';
import { register } from './registration.ts';
import { resendVerification } from './resend-verification.ts';
import { resetPassword } from './reset-password.ts';
import { verifyEmail } from './verify-email.ts';

const tags = ['Autenticación'];

const FORGOT_PASSWORD_DESCRIPTION =
  'Encola el email con un enlace de un solo uso para elegir una contraseña nueva. Responde lo mismo exista o no la cuenta (no revela emails ni documentos); limitado por cuenta e IP (429).';

const forgotPasswordProcedure = (path: '/auth/forgot-password' | '/auth/recovery', summary: string) =>
  publicProcedure
    .meta({ openapi: { method: 'POST', path, tags, summary, description: FORGOT_PASSWORD_DESCRIPTION, protect: false } })
    .input(forgotPasswordRequestInput)
    .output(forgotPasswordOutput)
    .mutation(async ({ ctx, input }) => toForgotPasswordOutput(await forgotPassword(ctx, ctx, input)));

export const authRouter = router({
  register: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/register',
        tags,
        summary: 'Registrar una cuenta y enviar el email de verificación',
        description:
          'Crea la cuenta sin verificar y encola el email con el enlace de verificación; la cuenta no administra conjuntos hasta verificar el email. Limitado por IP (429 al superar el límite).',
        protect: false,
      },
    })
    .input(registerInput)
    .output(registerOutput)
    .mutation(async ({ ctx, input }) => {
      await register(ctx, ctx, input);
      return { success: true as const, message: MSG.registerSuccess };
    }),

  verifyEmail: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/verify-email',
        tags,
        summary: 'Verificar el email con el enlace recibido',
        description:
          'Consume el token de un solo uso del enlace enviado por email y marca el email como verificado (o aplica el cambio de email pedido en Mi Perfil); un token vencido o ya usado responde 400.',
        protect: false,
      },
    })
    .input(verifyEmailInput)
    .output(verifyEmailOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: verifyEmailMessage(await verifyEmail(ctx, ctx, input.token)),
    })),

  resendVerification: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/resend-verification',
        tags,
        summary: 'Reenviar el email de verificación',
        description:
          'Encola de nuevo el email de verificación de una cuenta sin verificar. Responde lo mismo exista o no la cuenta (no revela emails); limitado por cuenta e IP.',
        protect: false,
      },
    })
    .input(resendVerificationInput)
    .output(resendVerificationOutput)
    .mutation(async ({ ctx, input }) => {
      await resendVerification(ctx, ctx, input.email);
      return { success: true as const, message: MSG.verificationResent };
    }),

  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login',
        tags,
        summary: 'Iniciar sesión (login principal o de un conjunto)',
        description:
          'Entrega el token de sesión (`data.token`) para `Authorization: Bearer`, con los roles del usuario. Con `identificador`, el login propio de un conjunto: 403 indica los portales a los que sí puede entrar. Intentos limitados por cuenta e IP (429).',
        protect: false,
      },
    })
    .input(loginInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: MSG.loginSuccess,
      ...toLoginOutput(await login(ctx, ctx, input)),
    })),

  verify: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/verify', tags, summary: 'Validar la sesión y devolver el usuario' } })
    .input(z.void())
    .output(verifyOutput)
    .query(async ({ ctx }) => ({ success: true as const, user: toSessionUser(await currentUser(ctx, ctx.actor)) })),

  profile: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/profile', tags, summary: 'Perfil del usuario con sus roles' } })
    .input(z.void())
    .output(profileOutput)
    .query(async ({ ctx }) => ({ success: true as const, ...toProfileOutput(await profile(ctx, ctx.actor)) })),

  userRoles: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/user-roles', tags, summary: 'Roles del usuario en cada conjunto' } })
    .input(z.void())
    .output(userRolesOutput)
    .query(async ({ ctx }) => ({ success: true as const, roles: await userRoles(ctx, ctx.actor) })),

  logout: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/logout', tags, summary: 'Cerrar la sesión en el servidor' } })
    .input(z.void())
    .output(logoutOutput)
    .mutation(async ({ ctx }) => {
      await logout(ctx, ctx.actor);
      return { success: true as const, message: MSG.logoutSuccess };
    }),

  changePassword: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/auth/change-password',
        tags,
        summary: 'Cambiar la contraseña y cerrar las demás sesiones',
      },
    })
    .input(changePasswordInput)
    .output(changePasswordOutput)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx, ctx.actor, input);
      return { success: true as const, message: MSG.changePasswordSuccess };
    }),

  forgotPassword: forgotPasswordProcedure(
    '/auth/forgot-password',
    'Solicitar el restablecimiento de la contraseña (por email o documento)',
  ),
  recovery: forgotPasswordProcedure('/auth/recovery', 'Recuperar la cuenta (mismo contrato que forgot-password)'),

  resetPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/reset-password',
        tags,
        summary: 'Restablecer la contraseña con el enlace recibido',
        description:
          'Consume el token de un solo uso del enlace de restablecimiento, cambia la contraseña y cierra todas las sesiones abiertas de la cuenta.',
        protect: false,
      },
    })
    .input(resetPasswordInput)
    .output(resetPasswordOutput)
    .mutation(async ({ ctx, input }) => {
      await resetPassword(ctx, ctx, input);
      return { success: true as const, message: MSG.resetSuccess };
    }),
});
