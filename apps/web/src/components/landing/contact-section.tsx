import { Mail, MapPin, MessageCircle } from 'lucide-react';
import { lazy } from 'react';

import { helpChatUrl } from '../../lib/help-chat.ts';
import { ApiBoundary } from '../api-boundary.tsx';
import { BUTTON_SIZES } from '../ui/button-styles.ts';
import { TableSkeleton } from '../ui/states.tsx';

// The form (react-hook-form, the contract's schema) is its own chunk: the landing's entry stays light.
const ContactForm = lazy(() => import('./contact-form.tsx').then((m) => ({ default: m.ContactForm })));

export function ContactSection({ onClientAccess }: { onClientAccess(): void }) {
  const chatUrl = helpChatUrl();
  return (
    <section id="contact" tabIndex={-1} aria-labelledby="contact-title" className="scroll-mt-28 px-4 pb-20 outline-none sm:px-6">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-blue-700 via-blue-800 to-indigo-900 px-4 py-14 text-white shadow-xl sm:px-12">
        <div aria-hidden className="pointer-events-none absolute -right-20 -top-20 h-72 w-72 rounded-full bg-white/10 blur-2xl" />
        <div className="relative grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-start">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-blue-200">Contacto</p>
            <h2 id="contact-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              ¿Listo para ordenar la administración de tu conjunto?
            </h2>
            <p className="mt-4 max-w-xl text-lg text-blue-100">
              Te acompañamos en la puesta en marcha: cargamos tus unidades, invitamos a tus residentes y capacitamos a tu equipo.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {chatUrl ? (
                <a
                  href={chatUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`inline-flex items-center justify-center gap-2 rounded-lg bg-white font-semibold text-blue-800 shadow-sm transition-colors hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${BUTTON_SIZES.lg}`}
                >
                  <MessageCircle className="h-5 w-5" aria-hidden />
                  Escríbenos por WhatsApp
                </a>
              ) : null}
              <button
                type="button"
                onClick={onClientAccess}
                className={`inline-flex items-center justify-center gap-2 rounded-lg border border-white/40 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${BUTTON_SIZES.lg}`}
              >
                Acceso Clientes
              </button>
            </div>
            <ul className="mt-8 space-y-4 text-blue-50">
              <li className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-white/15">
                  <Mail className="h-5 w-5" aria-hidden />
                </span>
                contacto@horizonte.co
              </li>
              <li className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-white/15">
                  <MapPin className="h-5 w-5" aria-hidden />
                </span>
                Bogotá, Colombia
              </li>
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-5 text-slate-900 shadow-lg sm:p-6 dark:bg-slate-900 dark:text-white">
            <h3 className="mb-4 text-lg font-semibold">Déjanos tus datos</h3>
            {/* The data providers load with the form, as the auth modals' do: not with the landing. */}
            <ApiBoundary fallback={<TableSkeleton rows={4} />}>
              <ContactForm />
            </ApiBoundary>
          </div>
        </div>
      </div>
    </section>
  );
}
