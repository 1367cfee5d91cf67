// Mi Perfil's cards (issue 14 section 5), loaded after the page's shell: their forms bring zod and
// react-hook-form, which the first render of /perfil does without (issue 27's 150 KB per route).
import { useQuery } from '@tanstack/react-query';

import {
  changePasswordInput,
  emailChangeInput,
  formatoFechaHora,
  nombreDispositivo,
  perfilUpdateInput,
  ROLE_LABELS,
  superUserRoleLabel,
  type Perfil,
} from '@horizonte/contracts';

import { useActualizarPerfil, useCambiarClave, useCambiarEmail, useCerrarOtrasSesiones } from '../../data/perfil.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';
import { PasswordInput } from '../ui/password-input.tsx';
import { TableSkeleton } from '../ui/states.tsx';
import { NotificacionesCard } from './notificaciones-card.tsx';
import { PushDispositivoCard } from './push-dispositivo.tsx';

/** Every card of Mi Perfil, for the signed-in user's profile. */
export function PerfilSecciones({ perfil }: { perfil: Perfil }) {
  return (
    <>
      <DatosPersonales perfil={perfil} />
      <CambioEmail perfil={perfil} />
      <CambioClave />
      <Sesiones />
      <MisRoles />
      <NotificacionesCard telefono={perfil.telefono} />
      <PushDispositivoCard />
    </>
  );
}

function DatosPersonales({ perfil }: { perfil: Perfil }) {
  const update = useActualizarPerfil();
  const form = useContractForm(
    perfilUpdateInput,
    { nombre: perfil.nombre, telefono: perfil.telefono ?? '' },
    'No fue posible guardar tus datos',
  );
  const errors = form.formState.errors;
  const submit = form.enviar(async (datos) => {
    const r = await update.mutateAsync(datos);
    toast.success(r.message ?? 'Datos actualizados');
  });
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">Datos personales</h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Documento: {perfil.tipo_documento} {perfil.numero_documento}
      </p>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Datos personales">
        <Field label="Nombre completo" error={errors.nombre?.message}>
          <Input {...form.register('nombre')} required maxLength={120} />
        </Field>
        <Field label="Teléfono" error={errors.telefono?.message}>
          <Input {...form.register('telefono')} inputMode="tel" placeholder="+57 300 123 4567" />
        </Field>
        <FormError error={form.failure} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={update.isPending || form.formState.isSubmitting}>
            {update.isPending ? 'Guardando…' : 'Guardar'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function CambioEmail({ perfil }: { perfil: Perfil }) {
  const change = useCambiarEmail();
  const form = useContractForm(emailChangeInput, { email: '', password: '' }, 'No fue posible cambiar el email');
  const errors = form.formState.errors;
  const submit = form.enviar(async (cambio) => {
    const r = await change.mutateAsync(cambio);
    toast.success(r.message);
    form.reset();
  });
  return (
    <Card className="p-5">
      <h2 className="mb-1 text-lg font-semibold">Email</h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Actual: <strong>{perfil.email}</strong>
        {perfil.emailPendiente ? ` · pendiente de confirmar: ${perfil.emailPendiente} (abre el enlace que te enviamos)` : ''}
      </p>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Cambiar email">
        <Field label="Nuevo email" error={errors.email?.message}>
          <Input type="email" {...form.register('email')} required />
        </Field>
        <Field label="Contraseña actual" error={errors.password?.message}>
          <PasswordInput {...form.register('password')} required autoComplete="current-password" />
        </Field>
        <FormError error={form.failure} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline" disabled={change.isPending || form.formState.isSubmitting}>
            Enviar enlace de confirmación
          </Button>
        </div>
      </form>
    </Card>
  );
}

function CambioClave() {
  const change = useCambiarClave();
  const form = useContractForm(
    changePasswordInput,
    { currentPassword: '', newPassword: '' },
    'No fue posible cambiar la contraseña',
  );
  const errors = form.formState.errors;
  const submit = form.enviar(async (cambio) => {
    const r = await change.mutateAsync(cambio);
    toast.success(r.message);
    form.reset();
  });
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">Contraseña</h2>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Cambiar contraseña">
        <Field label="Contraseña actual" error={errors.currentPassword?.message}>
          <PasswordInput {...form.register('currentPassword')} required autoComplete="current-password" />
        </Field>
        <Field
          label="Nueva contraseña"
          error={errors.newPassword?.message}
          hint="Al menos 8 caracteres; no una contraseña común."
        >
          <PasswordInput {...form.register('newPassword')} required autoComplete="new-password" />
        </Field>
        <FormError error={form.failure} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline" disabled={change.isPending || form.formState.isSubmitting}>
            Cambiar contraseña
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Sesiones() {
  const trpc = useTRPC();
  const sesiones = useQuery(trpc.perfil.sesiones.list.queryOptions());
  const cerrar = useCerrarOtrasSesiones();
  const otras = (sesiones.data?.sesiones ?? []).filter((s) => !s.actual).length;
  return (
    <Card className="p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Sesiones activas</h2>
        <Button
          variant="outline"
          size="sm"
          disabled={otras === 0 || cerrar.isPending}
          onClick={() =>
            cerrar.mutateAsync().then(
              (r) => toast.success(r.message),
              (err: unknown) => toast.error(errorMessage(err, 'No fue posible cerrar las sesiones')),
            )
          }
        >
          Cerrar las demás
        </Button>
      </div>
      {sesiones.isLoading ? (
        <TableSkeleton rows={2} />
      ) : (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="sesiones">
          {(sesiones.data?.sesiones ?? []).map((s, i) => (
            <li key={i} className="py-2" data-testid="sesion">
              <p>
                <strong>{nombreDispositivo(s)}</strong>
                {s.actual ? ' · esta sesión' : ''}
              </p>
              <p className="text-slate-600 dark:text-slate-400">
                Último uso {formatoFechaHora(s.ultimoUso)} · iniciada el {formatDate(s.creadaEn)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** «Chrome en Android», from what the server read in the session's User-Agent. */
function MisRoles() {
  const trpc = useTRPC();
  const roles = useQuery(trpc.auth.userRoles.queryOptions());
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">Mis roles</h2>
      {(roles.data?.roles ?? []).length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Aún no tienes roles en ningún conjunto.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {roles.data!.roles.map((r, i) => (
            <li key={i}>
              <strong>{r.isSuperUser ? superUserRoleLabel(r.rol) : ROLE_LABELS[r.rol]}</strong>
              {r.ph ? ` · ${r.ph.nombre}` : ' · plataforma'}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
