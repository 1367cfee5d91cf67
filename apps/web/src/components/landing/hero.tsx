import { ArrowRight, Check, LogIn } from 'lucide-react';

import { buttonClass } from '../ui/button-styles.ts';
import { HERO_HIGHLIGHTS } from './content.ts';
import { scrollToSection } from './scroll-to-section.ts';

export function Hero({ onClientAccess, onPrefetch }: { onClientAccess(): void; onPrefetch(): void }) {
  return (
    <section id="inicio" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-gradient-to-b from-blue-50 via-white to-white dark:from-blue-950/40 dark:via-slate-950 dark:to-slate-950"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 right-[-10rem] -z-10 h-[28rem] w-[28rem] rounded-full bg-indigo-200/50 blur-3xl dark:bg-indigo-900/30"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-20 pt-14 sm:px-6 md:pt-20 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white/70 px-3 py-1 text-xs font-semibold text-blue-800 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-200">
            <span className="h-1.5 w-1.5 rounded-full bg-emerald-500" aria-hidden />
            Propiedad horizontal · Colombia
          </p>
          <h1 className="mt-5 text-4xl font-extrabold leading-[1.1] tracking-tight text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
            Horizonte: tu conjunto, <span className="text-blue-700 dark:text-blue-400">administrado con claridad</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600 dark:text-slate-300">
            Una sola plataforma para administradores, consejo, propietarios, residentes, proveedores y portería. Cuentas claras,
            comunicación ordenada y cada persona con su propio portal.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              className={buttonClass('primary', 'lg')}
              onClick={onClientAccess}
              onPointerEnter={onPrefetch}
              onFocus={onPrefetch}
            >
              <LogIn className="h-5 w-5" aria-hidden />
              Acceso Clientes
            </button>
            <a
              href="#pricing"
              className={buttonClass('outline', 'lg')}
              onClick={(event) => {
                event.preventDefault();
                scrollToSection('pricing');
              }}
            >
              Ver planes
              <ArrowRight className="h-5 w-5" aria-hidden />
            </a>
          </div>
          <ul className="mt-8 space-y-2 text-sm text-slate-600 dark:text-slate-400">
            {HERO_HIGHLIGHTS.map((text) => (
              <li key={text} className="flex items-center gap-2">
                <Check className="h-4 w-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}

/** A drawn preview of the administrator's dashboard (decorative, sample figures). */
function DashboardPreview() {
  const bars = [38, 52, 46, 64, 58, 72, 80, 76, 88];
  const stats = [
    { label: 'Recaudo del mes', value: '92 %', tone: 'text-blue-700 dark:text-blue-400' },
    { label: 'Cartera vencida', value: '8 %', tone: 'text-emerald-700 dark:text-emerald-400' },
  ];
  const agenda = [
    { text: 'Reserva del salón social', when: 'Sáb 10:00', dot: 'bg-violet-500' },
    { text: 'PQRS respondida', when: 'Hoy', dot: 'bg-amber-500' },
  ];
  return (
    <div
      aria-hidden
      className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-blue-900/10 lg:max-w-none dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40"
    >
      <div className="flex items-center justify-between">
        <div>
          <p className="text-xs font-medium text-slate-500 dark:text-slate-400">Conjunto Residencial</p>
          <p className="font-semibold text-slate-900 dark:text-white">Altos del Chicó</p>
        </div>
        <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
          Al día
        </span>
      </div>
      <div className="mt-5 grid grid-cols-2 gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
            <p className="text-xs text-slate-500 dark:text-slate-400">{stat.label}</p>
            <p className={`text-2xl font-bold ${stat.tone}`}>{stat.value}</p>
          </div>
        ))}
      </div>
      <div className="mt-5 flex h-28 items-end gap-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
        {bars.map((height, index) => (
          <div
            key={index}
            className="flex-1 rounded-t-md bg-gradient-to-t from-blue-600 to-indigo-400"
            style={{ height: `${height}%` }}
          />
        ))}
      </div>
      <ul className="mt-5 space-y-3 text-sm">
        {agenda.map((item) => (
          <li key={item.text} className="flex items-center gap-3">
            <span className={`h-2.5 w-2.5 rounded-full ${item.dot}`} />
            <span className="flex-1 text-slate-700 dark:text-slate-300">{item.text}</span>
            <span className="text-xs text-slate-500">{item.when}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
