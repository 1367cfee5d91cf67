// The accounts procedures (spec section 7). Each one: contract schemas, OpenAPI meta with the
// spec's REST path, who may call it, and one call into a service.
import { z } from 'zod';

import {
  changePasswordInput,
  changePasswordOutput,
  forgotPasswordOutput,
  forgotPasswordRequestInput,
  loginInput,
  loginOutput,
  logoutOutput,
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
import { currentUser, logout, profile, userRoles } from './account.ts';
import { resendVerification, verifyEmail } from './email-verification.ts';
import { login } from './login.ts';
import { changePassword } from './password-change.ts';
import { forgotPassword, resetPassword } from './password-recovery.ts';
import { register } from './registration.ts';

const tags = ['Autenticación'];

const forgotPasswordProcedure = (path: '/auth/forgot-password' | '/auth/recovery', summary: string) =>
  publicProcedure
    .meta({ openapi: { method: 'POST', path, tags, summary, protect: false } })
    .input(forgotPasswordRequestInput)
    .output(forgotPasswordOutput)
    .mutation(({ ctx, input }) => forgotPassword(ctx, ctx, input));

export const authRouter = router({
  register: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/register',
        tags,
        summary: 'Registrar una cuenta y enviar el email de verificación',
        protect: false,
      },
    })
    .input(registerInput)
    .output(registerOutput)
    .mutation(({ ctx, input }) => register(ctx, ctx, input)),

  verifyEmail: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/verify-email',
        tags,
        summary: 'Verificar el email con el enlace recibido',
        protect: false,
      },
    })
    .input(verifyEmailInput)
    .output(verifyEmailOutput)
    .mutation(({ ctx, input }) => verifyEmail(ctx, ctx, input.token)),

  resendVerification: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/resend-verification',
        tags,
        summary: 'Reenviar el email de verificación',
        protect: false,
      },
    })
    .input(resendVerificationInput)
    .output(resendVerificationOutput)
    .mutation(({ ctx, input }) => resendVerification(ctx, ctx, input.email)),

  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login',
        tags,
        summary: 'Iniciar sesión (login principal o de un conjunto)',
        protect: false,
      },
    })
    .input(loginInput)
    .output(loginOutput)
    .mutation(({ ctx, input }) => login(ctx, ctx, input)),

  verify: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/verify', tags, summary: 'Validar la sesión y devolver el usuario' } })
    .input(z.void())
    .output(verifyOutput)
    .query(({ ctx }) => currentUser(ctx, ctx.actor)),

  profile: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/profile', tags, summary: 'Perfil del usuario con sus roles' } })
    .input(z.void())
    .output(profileOutput)
    .query(({ ctx }) => profile(ctx, ctx.actor)),

  userRoles: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/user-roles', tags, summary: 'Roles del usuario en cada conjunto' } })
    .input(z.void())
    .output(userRolesOutput)
    .query(({ ctx }) => userRoles(ctx, ctx.actor)),

  logout: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/logout', tags, summary: 'Cerrar la sesión en el servidor' } })
    .input(z.void())
    .output(logoutOutput)
    .mutation(({ ctx }) => logout(ctx, ctx.actor)),

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
    .mutation(({ ctx, input }) => changePassword(ctx, ctx.actor, input)),

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
        protect: false,
      },
    })
    .input(resetPasswordInput)
    .output(resetPasswordOutput)
    .mutation(({ ctx, input }) => resetPassword(ctx, ctx, input)),
});
