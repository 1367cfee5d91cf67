// A person's page (issue 33): the account, roles per complex, active sessions, recent access and what the
// login limit holds back, with the actions the policy allows the caller now (each asks for a motivo; the
// ones that end sessions, block or change a role say what they do before anything happens).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, KeyRound, Lock, LogOut, MailCheck, ShieldCheck, Unlock } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';

import {
  ACCESO_RESULTADO_LABELS,
  accionesSobreCuenta,
  formatoFechaHora,
  LOGIN_FAILURE_WINDOW_MS,
  motivoField,
  nombreDispositivo,
  ROLE_LABELS,
  type UsuarioDetalle as Detalle,
  type UsuariosAccion,
} from '@horizonte/contracts';

import { superRoleOf } from '../../../lib/access-policy.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PromptDialog } from '../../ui/prompt-dialog.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../../ui/states.tsx';
import { TableFrame, TableHeader, td } from '../../ui/table.tsx';
import { EstadoCuenta } from './usuarios-section.tsx';

const RolPlataformaDialog = lazy(() => import('./rol-plataforma-dialog.tsx').then((m) => ({ default: m.RolPlataformaDialog })));

type AccionConMotivo = Exclude<UsuariosAccion, 'leer' | 'cambiarRolPlataforma'>;

/** Each action's button and its dialog: what it does is said before it is done. */
const ACCIONES: Record<
  AccionConMotivo,
  { label: string; icon: typeof Lock; titulo: string; explica: string; confirmar: string; enCurso: string; peligro: boolean }
> = {
  reenviarVerificacion: {
    label: 'Reenviar verificación',
    icon: MailCheck,
    titulo: 'Reenviar el enlace de verificación',
    explica: 'Le llegará a su correo un nuevo enlace para verificar la cuenta (vence en 24 horas).',
    confirmar: 'Reenviar',
    enCurso: 'Enviando…',
    peligro: false,
  },
  restablecerClave: {
    label: 'Enviar restablecimiento de contraseña',
    icon: KeyRound,
    titulo: 'Enviar un enlace para restablecer la contraseña',
    explica: 'Le llegará a su correo un enlace para elegir una contraseña nueva (vence en una hora).',
    confirmar: 'Enviar enlace',
    enCurso: 'Enviando…',
    peligro: false,
  },
  cerrarSesiones: {
    label: 'Cerrar todas las sesiones',
    icon: LogOut,
    titulo: '¿Cerrar todas sus sesiones?',
    explica: 'Tendrá que volver a iniciar sesión en todos sus dispositivos. Esta acción no se puede deshacer.',
    confirmar: 'Cerrar sesiones',
    enCurso: 'Cerrando…',
    peligro: true,
  },
  bloquear: {
    label: 'Bloquear cuenta',
    icon: Lock,
    titulo: '¿Bloquear esta cuenta?',
    explica: 'Sus sesiones terminan de inmediato y no podrá iniciar sesión hasta que alguien la desbloquee.',
    confirmar: 'Bloquear',
    enCurso: 'Bloqueando…',
    peligro: true,
  },
  desbloquear: {
    label: 'Desbloquear',
    icon: Unlock,
    titulo: 'Desbloquear la cuenta',
    explica: 'Podrá volver a iniciar sesión; también se liberan los intentos de acceso retenidos.',
    confirmar: 'Desbloquear',
    enCurso: 'Desbloqueando…',
    peligro: false,
  },
};
const ORDEN = Object.keys(ACCIONES) as AccionConMotivo[];

export function UsuarioDetalle({ id, onBack }: { id: string; onBack(): void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const query = useQuery(trpc.usuarios.get.queryOptions({ id }));
  const [accion, setAccion] = useState<AccionConMotivo | null>(null);
  const [rolAbierto, setRolAbierto] = useState(false);
  const mutaciones = {
    reenviarVerificacion: useMutation(trpc.usuarios.verificacion.reenviar.mutationOptions()),
    restablecerClave: useMutation(trpc.usuarios.clave.restablecer.mutationOptions()),
    cerrarSesiones: useMutation(trpc.usuarios.sesiones.cerrar.mutationOptions()),
    bloquear: useMutation(trpc.usuarios.bloquear.mutationOptions()),
    desbloquear: useMutation(trpc.usuarios.desbloquear.mutationOptions()),
  };

  const refrescar = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.usuarios.get.queryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.usuarios.list.queryKey() }),
    ]);

  const volver = (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft className="h-4 w-4" aria-hidden /> Volver a la lista
    </Button>
  );

  if (query.isLoading) return <TableSkeleton />;
  if (query.isError || !query.data)
    return (
      <>
        <div className="mb-4">{volver}</div>
        <ErrorState message={errorMessage(query.error, 'No fue posible cargar a esta persona')} />
      </>
    );

  const u = query.data.usuario;
  const disponibles = accionesSobreCuenta(user ? superRoleOf(user) : null, {
    verificada: u.verificado,
    bloqueada: u.bloqueado,
    retenida: u.retenciones.length > 0,
    propia: user?.id === u.id,
  });
  const config = accion ? ACCIONES[accion] : null;

  return (
    <>
      <SectionHeader title={u.nombre} description={`${u.email} · ${u.tipoDocumento} ${u.numeroDocumento}`} actions={volver} />
      {disponibles.length > 0 ? (
        <div className="mb-6 flex flex-wrap gap-2" role="group" aria-label="Acciones sobre la cuenta">
          {ORDEN.filter((a) => disponibles.includes(a)).map((a) => {
            const { label, icon: Icon, peligro } = ACCIONES[a];
            return (
              <Button key={a} variant={peligro ? 'danger' : 'outline'} onClick={() => setAccion(a)}>
                <Icon className="h-4 w-4" aria-hidden /> {label}
              </Button>
            );
          })}
          {disponibles.includes('cambiarRolPlataforma') ? (
            <Button variant="outline" onClick={() => setRolAbierto(true)}>
              <ShieldCheck className="h-4 w-4" aria-hidden /> Cambiar rol de plataforma
            </Button>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h3 className="mb-4 text-lg font-semibold">Cuenta</h3>
          <dl className="space-y-3 text-sm">
            <Dato label="Estado">
              <EstadoCuenta usuario={u} />
            </Dato>
            <Dato label="Verificación del correo">
              {u.verificadoEn ? `Verificado el ${formatDate(u.verificadoEn)}` : 'Sin verificar'}
            </Dato>
            <Dato label="Rol de plataforma">{u.rolPlataforma ? ROLE_LABELS[u.rolPlataforma] : 'Ninguno'}</Dato>
            <Dato label="Registrado el">{formatDate(u.creadoEn)}</Dato>
            {u.bloqueo ? (
              <Dato label="Bloqueo">
                {`Desde ${formatoFechaHora(u.bloqueo.bloqueadoEn)}${u.bloqueo.bloqueadoPor ? ` por ${u.bloqueo.bloqueadoPor}` : ''}: ${u.bloqueo.motivo}`}
              </Dato>
            ) : null}
          </dl>
        </Card>
        <Card>
          <h3 className="mb-4 text-lg font-semibold">Roles por conjunto</h3>
          {u.roles.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">No tiene roles en ningún conjunto.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {u.roles.map((r) => (
                <li key={`${r.phId}-${r.rol}`} className="flex justify-between gap-3">
                  <span>{r.phNombre}</span>
                  <span className="font-medium">{ROLE_LABELS[r.rol]}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h3 className="mb-4 text-lg font-semibold">Sesiones activas</h3>
          {u.sesiones.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">No tiene sesiones abiertas.</p>
          ) : (
            <ul className="space-y-2 text-sm" aria-label="Sesiones activas">
              {u.sesiones.map((s) => (
                <li key={s.creadaEn} className="flex flex-col">
                  <span className="font-medium">{nombreDispositivo(s)}</span>
                  <span className="text-slate-600 dark:text-slate-400">
                    Último uso {formatoFechaHora(s.ultimoUso)} · iniciada el {formatDate(s.creadaEn)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h3 className="mb-4 text-lg font-semibold">Intentos de acceso</h3>
          <dl className="space-y-3 text-sm">
            <Dato label={`Intentos en los últimos ${LOGIN_FAILURE_WINDOW_MS / 60_000} minutos`}>{u.intentosRecientes}</Dato>
            <Dato label="Retenciones por intentos fallidos">
              {u.retenciones.length === 0
                ? 'Ninguna'
                : u.retenciones.map((r) => `${r.ip} hasta ${formatoFechaHora(r.hasta)}`).join(', ')}
            </Dato>
          </dl>
        </Card>
      </div>

      <Card className="mt-4">
        <h3 className="mb-4 text-lg font-semibold">Accesos recientes</h3>
        {u.accesos.length === 0 ? (
          <EmptyState title="Sin accesos registrados" />
        ) : (
          <TableFrame label="Accesos recientes">
            <TableHeader columns={['Fecha', 'Resultado', 'IP', 'Detalle']} />
            <tbody>
              {u.accesos.map((a, i) => (
                <tr key={`${a.en}-${i}`}>
                  <td className={td}>{formatoFechaHora(a.en)}</td>
                  <td className={td}>{ACCESO_RESULTADO_LABELS[a.resultado]}</td>
                  <td className={td}>{a.ip ?? '—'}</td>
                  <td className={td}>{a.detalle ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </Card>

      {config && accion ? (
        <PromptDialog
          open
          onOpenChange={(open) => !open && setAccion(null)}
          title={config.titulo}
          description={<DescripcionAccion usuario={u}>{config.explica}</DescripcionAccion>}
          label="Motivo"
          schema={motivoField}
          confirmLabel={config.confirmar}
          pendingLabel={config.enCurso}
          confirmVariant={config.peligro ? 'danger' : 'primary'}
          failure="No fue posible completar la acción"
          onConfirm={async (motivo) => {
            const { message } = await mutaciones[accion].mutateAsync({ id: u.id, motivo });
            toast.success(message);
            await refrescar();
          }}
        />
      ) : null}
      {rolAbierto ? (
        <Suspense fallback={null}>
          <RolPlataformaDialog
            usuario={u}
            onClose={() => setRolAbierto(false)}
            onDone={async (message) => {
              toast.success(message);
              await refrescar();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function DescripcionAccion({ usuario, children }: { usuario: Pick<Detalle, 'nombre' | 'email'>; children: ReactNode }) {
  return (
    <>
      <strong>
        {usuario.nombre} ({usuario.email})
      </strong>
      . {children}
    </>
  );
}

function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium sm:text-right">{children}</dd>
    </div>
  );
}
