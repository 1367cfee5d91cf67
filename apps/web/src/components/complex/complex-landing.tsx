// A complex's public landing (/ph/{identificador}, spec sections 2 and 4): loading, then the page or
// 'Conjunto no encontrado'. The forms load as a separate chunk when the page first needs them.
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import {
  ArrowRight,
  Bell,
  Building2,
  CalendarDays,
  Clock,
  LogIn,
  LogOut,
  Mail,
  MapPin,
  MessageSquareText,
  ShieldCheck,
  UserPlus,
  Wallet,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { MSG, type PhPublic } from '@horizonte/contracts';

import { errorMessage, errorStatus } from '../../lib/api-errors.ts';
import { roleDestination } from '../../lib/destinations.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { HelpButton } from '../help-button.tsx';
import { ThemeToggle } from '../theme-toggle.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { FullPageSpinner, Spinner } from '../ui/spinner.tsx';
import type { ComplexPanel } from './complex-access.tsx';
import { ComplexNotFound } from './complex-not-found.tsx';

const ComplexAccess = lazy(() => import('./complex-access.tsx'));

export function ComplexLanding({ identificador, invitacion }: { identificador: string; invitacion?: string }) {
  const trpc = useTRPC();
  const property = useQuery({
    ...trpc.ph.byIdentificador.queryOptions({ identificador }),
    retry: (count, error) => errorStatus(error) !== 404 && count < 1,
  });
  if (property.isPending) return <FullPageSpinner />;
  if (property.isError) {
    console.error(MSG.loadPropertyError, property.error);
    return (
      <ComplexNotFound
        detail={errorStatus(property.error) === 404 ? MSG.propertyNotFound : errorMessage(property.error, MSG.propertyNotFound)}
      />
    );
  }
  return <ComplexPage property={property.data.property} invitacion={invitacion} />;
}

const SERVICES = [
  {
    icon: Wallet,
    title: 'Pagos y estado de cuenta',
    text: 'Consulta tu saldo y el historial de pagos de tu unidad cuando quieras.',
  },
  { icon: CalendarDays, title: 'Reservas', text: 'Aparta el salón social, la cancha o el BBQ sin llamadas ni filas.' },
  { icon: MessageSquareText, title: 'PQRS', text: 'Radica peticiones, quejas y reclamos y sigue su respuesta.' },
  { icon: Bell, title: 'Comunicados', text: 'Recibe los avisos de la administración y del consejo al instante.' },
  { icon: ShieldCheck, title: 'Portería', text: 'Autoriza visitantes y entérate cuando llega tu correspondencia.' },
  { icon: Building2, title: 'Documentos', text: 'Reglamento, actas de asamblea y manuales siempre disponibles.' },
] as const;

const STEPS = [
  { title: 'Regístrate', text: 'Envía tu preregistro con tus datos y tu relación con el conjunto.' },
  { title: 'Aprobación', text: 'La administración verifica tus datos y aprueba tu acceso.' },
  { title: 'Ingresa', text: 'Inicia sesión con tu email y entra a tu portal.' },
] as const;

function ComplexPage({ property, invitacion }: { property: PhPublic; invitacion?: string }) {
  const router = useRouter();
  const [panel, setPanel] = useState<ComplexPanel | null>(invitacion ? null : 'login');
  useDocumentTitle(property.nombre);
  const [invitationToken, setInvitationToken] = useState<string | null>(invitacion ?? null);
  const [accepted, setAccepted] = useState<{ email: string; message: string } | null>(null);
  // Sent here by another login (the wrong door, issue 26 #5) with the email to fill in.
  const handedEmail = useLocation({ select: (location) => location.state.loginEmail });

  const showPanel = (next: ComplexPanel) => {
    setPanel(next);
    requestAnimationFrame(() => document.getElementById('acceso')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
  };
  const closeInvitation = (result: { email: string; message: string } | null) => {
    setInvitationToken(null);
    router.history.replace(window.location.pathname);
    if (result) {
      setAccepted(result);
      setPanel('login');
    }
  };

  return (
    <div className="min-h-dvh bg-white dark:bg-slate-950">
      <ComplexHeader property={property} panel={panel} onPanel={showPanel} />
      <main>
        <section className="relative overflow-hidden">
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-gradient-to-br from-emerald-50 via-white to-blue-50 dark:from-emerald-950/30 dark:via-slate-950 dark:to-blue-950/30"
          />
          <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1fr_26rem] lg:items-start">
            <div className="lg:pt-6">
              <p className="inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                Portal oficial del conjunto
              </p>
              <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
                {property.nombre}
              </h1>
              <p className="mt-4 flex items-start gap-2 text-lg text-slate-700 dark:text-slate-300" data-testid="complex-address">
                <MapPin className="mt-1 h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
                {property.direccion}, {property.ciudad}
              </p>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600 dark:text-slate-400">
                Bienvenido al portal de tu conjunto: pagos, reservas, comunicados y portería en un solo lugar, desde tu celular o
                tu computador.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <button type="button" className={buttonClass('primary', 'lg')} onClick={() => showPanel('login')}>
                  <LogIn className="h-5 w-5" aria-hidden /> Ingresar a mi portal
                </button>
                <button type="button" className={buttonClass('outline', 'lg')} onClick={() => showPanel('registro')}>
                  <UserPlus className="h-5 w-5" aria-hidden /> Quiero registrarme
                </button>
              </div>
            </div>
            <div id="acceso" className="scroll-mt-24">
              {panel || invitationToken ? (
                <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900">
                  {panel ? (
                    <>
                      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
                        {panel === 'login' ? 'Iniciar Sesión' : 'Preregistro'}
                      </h2>
                      <p className="mb-5 mt-1 text-sm text-slate-600 dark:text-slate-400">
                        {panel === 'login'
                          ? `Ingresa al portal de ${property.nombre}.`
                          : 'Solicita tu acceso. La administración aprobará tu registro.'}
                      </p>
                    </>
                  ) : null}
                  <Suspense fallback={<Spinner className="mx-auto my-6 block h-6 w-6" />}>
                    <ComplexAccess
                      property={property}
                      panel={panel}
                      invitationToken={invitationToken}
                      accepted={accepted}
                      handedEmail={handedEmail}
                      onInvitationClosed={closeInvitation}
                    />
                  </Suspense>
                </div>
              ) : null}
            </div>
          </div>
        </section>

        <section aria-labelledby="servicios-title" className="py-16">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="servicios-title" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
              Todo tu conjunto en un solo lugar
            </h2>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {SERVICES.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                  <Icon className="h-6 w-6 text-emerald-700 dark:text-emerald-400" aria-hidden />
                  <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</h3>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="pasos-title" className="bg-slate-50 py-16 dark:bg-slate-900/40">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="pasos-title" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
              ¿Cómo obtengo mi acceso?
            </h2>
            <ol className="mt-8 grid gap-5 md:grid-cols-3">
              {STEPS.map((step, index) => (
                <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
                  <span className="flex h-9 w-9 items-center justify-center rounded-full bg-emerald-600 font-bold text-white">
                    {index + 1}
                  </span>
                  <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{step.title}</h3>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="contacto-title" className="py-16">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <div className="grid gap-8 rounded-3xl bg-gradient-to-br from-emerald-700 to-teal-800 p-8 text-white sm:p-12 md:grid-cols-2">
              <div>
                <h2 id="contacto-title" className="text-3xl font-bold tracking-tight">
                  Contacto de la administración
                </h2>
                <p className="mt-3 text-emerald-50">
                  ¿Tienes dudas sobre tu acceso o tu cuenta? La administración de {property.nombre} te ayuda.
                </p>
              </div>
              <ul className="space-y-4 text-emerald-50">
                <li className="flex items-start gap-3">
                  <MapPin className="mt-0.5 h-5 w-5 shrink-0" aria-hidden /> {property.direccion}, {property.ciudad}
                </li>
                <li className="flex items-start gap-3">
                  <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden /> Lunes a viernes, 8:00 a. m. a 5:00 p. m.
                </li>
                <li className="flex items-start gap-3">
                  <Mail className="mt-0.5 h-5 w-5 shrink-0" aria-hidden /> Oficina de administración, primer piso
                </li>
              </ul>
            </div>
          </div>
        </section>
      </main>
      <footer className="border-t border-slate-200 py-8 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {property.nombre} · Con la tecnología de{' '}
        <Link to="/" className="font-semibold text-blue-700 hover:underline dark:text-blue-400">
          Horizonte
        </Link>
      </footer>
      <HelpButton />
    </div>
  );
}

function ComplexHeader({
  property,
  panel,
  onPanel,
}: {
  property: PhPublic;
  panel: ComplexPanel | null;
  onPanel(panel: ComplexPanel): void;
}) {
  const { status, user, selectedRole, roles, signOut } = useSession();
  const navigate = useNavigate();
  const toggle = (value: ComplexPanel, label: string, Icon: typeof LogIn) => (
    <button
      type="button"
      aria-pressed={panel === value}
      aria-controls="acceso"
      onClick={() => onPanel(value)}
      className={`inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
        panel === value
          ? 'bg-emerald-700 text-white dark:bg-emerald-600'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
      }`}
    >
      <Icon className="h-4 w-4" aria-hidden />
      <span className="hidden sm:inline">{label}</span>
      <span className="sr-only sm:hidden">{label}</span>
    </button>
  );
  const myRole =
    selectedRole?.ph?.identificador === property.identificador
      ? selectedRole
      : roles.find((r) => r.ph?.identificador === property.identificador);
  const signedIn = status === 'authenticated' && user;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <span className="flex min-w-0 items-center gap-2.5">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-emerald-600 to-teal-700 text-white">
            <Building2 className="h-5 w-5" aria-hidden />
          </span>
          <span className="truncate font-bold text-slate-900 dark:text-white" data-testid="complex-name">
            {property.nombre}
          </span>
        </span>
        <nav aria-label="Acceso" className="ml-auto flex items-center gap-1">
          {signedIn ? (
            <>
              {myRole ? (
                <button
                  type="button"
                  className={buttonClass('primary', 'md')}
                  onClick={() => void navigate({ href: roleDestination(myRole, 'complex') })}
                >
                  Mi portal <ArrowRight className="h-4 w-4" aria-hidden />
                </button>
              ) : null}
              <button
                type="button"
                className={buttonClass('outline', 'md')}
                onClick={async () => {
                  const superUser = user.isSuperUser;
                  await signOut();
                  // From a complex's landing the logout stays here (a super user goes to /).
                  if (superUser) await navigate({ to: '/' });
                }}
              >
                <LogOut className="h-4 w-4" aria-hidden />
                <span className="hidden sm:inline">Cerrar Sesión</span>
                <span className="sr-only sm:hidden">Cerrar Sesión</span>
              </button>
            </>
          ) : (
            <>
              {toggle('login', 'Iniciar Sesión', LogIn)}
              {toggle('registro', 'Registrarse', UserPlus)}
            </>
          )}
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
