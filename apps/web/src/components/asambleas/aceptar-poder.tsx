// Accepting a poder from the mailed link (issue 25): the poder binds to the signed-in account of the email
// it was sent to, and grants nothing before. Signed out, the login form is on this same page, so the
// person comes back to what they were accepting; signed in, the page shows what is accepted and asks to
// confirm. A link opened with another account says so (and offers to change account).
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { ASAMBLEA_MSG, type PoderAceptacion } from '@horizonte/contracts';

import { errorMessage } from '../../lib/api-errors.ts';
import { useSession } from '../../lib/session.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { CargandoEnPagina, ConSesion } from '../auth/con-sesion.tsx';
import { PublicPageShell } from '../auth/public-page-shell.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';

// Not from ./shared.tsx: that module carries the charts of the meeting screens, too heavy for this page.
const fechaHora = new Intl.DateTimeFormat('es-CO', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Bogota' });

export function AceptarPoderPage({ token }: { token: string | undefined }) {
  if (!token) return <Resultado tono="error" mensaje={ASAMBLEA_MSG.tokenRequerido} />;
  return (
    <ConSesion
      title="Aceptar un poder"
      description="Inicia sesión con la cuenta del correo que recibió el poder para ver qué aceptas."
      loginExtra={
        <p className="pt-1 text-sm text-slate-600 dark:text-slate-400">
          ¿No tienes cuenta?{' '}
          <Link to="/" search={{ acceso: 'registro' }} className="font-medium text-blue-700 underline dark:text-blue-300">
            Regístrate con ese correo
          </Link>
          , verifícalo y vuelve a abrir el enlace del poder. Si ya tienes un rol en otro conjunto, inicia sesión desde el portal
          de tu conjunto y vuelve a abrir este enlace.
        </p>
      }
    >
      {(user) => <PoderPorAceptar token={token} email={user.email} />}
    </ConSesion>
  );
}

type Estado =
  | { kind: 'cargando' }
  | { kind: 'error'; mensaje: string }
  | { kind: 'listo'; poder: PoderAceptacion }
  | { kind: 'aceptado'; poder: PoderAceptacion };

function PoderPorAceptar({ token, email }: { token: string; email: string }) {
  const trpc = useTRPC();
  const { signOut } = useSession();
  const { mutateAsync: consultarPoder } = useMutation(trpc.asambleas.poderes.consultar.mutationOptions());
  const aceptar = useMutation(trpc.asambleas.poderes.aceptar.mutationOptions());
  const [estado, setEstado] = useState<Estado>({ kind: 'cargando' });
  const [fallo, setFallo] = useState<string | null>(null);
  // Ask once even when React runs the effect twice.
  const consultado = useRef(false);

  useEffect(() => {
    if (consultado.current) return;
    consultado.current = true;
    consultarPoder({ token })
      .then(({ aceptacion }) =>
        setEstado(aceptacion.aceptadoEn ? { kind: 'aceptado', poder: aceptacion } : { kind: 'listo', poder: aceptacion }),
      )
      .catch((error: unknown) => setEstado({ kind: 'error', mensaje: errorMessage(error, 'No fue posible abrir el poder') }));
  }, [token, consultarPoder]);

  if (estado.kind === 'cargando') {
    return (
      <CargandoEnPagina title="Aceptar un poder" label="Abriendo el poder…">
        <p className="mt-4 text-slate-700 dark:text-slate-300">Abriendo el poder…</p>
      </CargandoEnPagina>
    );
  }
  if (estado.kind === 'error') {
    return (
      <Resultado tono="error" mensaje={estado.mensaje}>
        <p className="mt-2 text-sm [overflow-wrap:anywhere] text-slate-600 dark:text-slate-400">Sesión iniciada como {email}.</p>
        <Button variant="outline" className="mt-4" onClick={() => void signOut()}>
          Cambiar de cuenta
        </Button>
      </Resultado>
    );
  }
  if (estado.kind === 'aceptado') {
    return (
      <Resultado tono="ok" mensaje={`Aceptaste el poder para representar la unidad ${estado.poder.unidad}.`}>
        <DetallePoder poder={estado.poder} />
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          El día de la asamblea, ingresa a Horizonte con esta cuenta para registrar la asistencia de la unidad y votar por ella.
        </p>
      </Resultado>
    );
  }
  const confirmar = async () => {
    setFallo(null);
    try {
      const { poder } = await aceptar.mutateAsync({ token });
      setEstado({ kind: 'aceptado', poder: { ...estado.poder, aceptadoEn: poder.aceptadoEn } });
    } catch (error) {
      setFallo(errorMessage(error, 'No fue posible aceptar el poder'));
    }
  };
  return (
    <PublicPageShell title="Aceptar un poder" description="Revisa el poder antes de aceptarlo.">
      <DetallePoder poder={estado.poder} />
      <Alert tone="info" className="mt-4">
        Al aceptarlo, el poder queda ligado a tu cuenta (<span className="[overflow-wrap:anywhere]">{email}</span>): solo tú
        podrás registrar la asistencia de la unidad {estado.poder.unidad} y votar por ella. El enlace sirve una sola vez.
      </Alert>
      {fallo ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
          {fallo}
        </p>
      ) : null}
      <Button className="mt-5 w-full" onClick={confirmar} disabled={aceptar.isPending}>
        {aceptar.isPending ? 'Aceptando…' : 'Aceptar el poder'}
      </Button>
    </PublicPageShell>
  );
}

function DetallePoder({ poder }: { poder: PoderAceptacion }) {
  const a = poder.asamblea;
  const filas: [string, string][] = [
    ['Conjunto', poder.conjunto.nombre],
    ['Asamblea', `${a.titulo} (${a.tipo}, ${a.modalidad.replace('_', ' ')})`],
    ['Fecha y hora', fechaHora.format(new Date(a.fechaHora))],
    ...(a.lugar ? [['Lugar', a.lugar] as [string, string]] : []),
    ...(a.enlace ? [['Enlace', a.enlace] as [string, string]] : []),
    ['Unidad', poder.unidad],
    ['Otorga el poder', poder.poderdante],
    ['Apoderado', `${poder.apoderado.nombre} (${poder.apoderado.email})`],
  ];
  return (
    <dl className="space-y-2 text-sm" aria-label="Poder">
      {filas.map(([k, v]) => (
        <div key={k} className="grid gap-x-2 sm:grid-cols-[7.5rem_minmax(0,1fr)]">
          <dt className="text-slate-600 dark:text-slate-400">{k}</dt>
          <dd className="font-medium [overflow-wrap:anywhere] text-slate-900 dark:text-white">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Resultado({ tono, mensaje, children }: { tono: 'ok' | 'error'; mensaje: string; children?: ReactNode }) {
  const Icono = tono === 'ok' ? CheckCircle2 : XCircle;
  return (
    <PublicPageShell title={tono === 'ok' ? 'Poder aceptado' : 'Aceptar un poder'}>
      <div className="flex flex-col items-center text-center" aria-live="polite">
        <Icono
          className={tono === 'ok' ? 'h-12 w-12 text-green-600 dark:text-green-400' : 'h-12 w-12 text-red-600 dark:text-red-400'}
          aria-hidden
        />
        <p
          role={tono === 'error' ? 'alert' : 'status'}
          className={
            tono === 'ok'
              ? 'mt-4 font-medium text-green-800 dark:text-green-300'
              : 'mt-4 font-medium text-red-800 dark:text-red-300'
          }
        >
          {mensaje}
        </p>
      </div>
      {children ? <div className="mt-4">{children}</div> : null}
    </PublicPageShell>
  );
}
