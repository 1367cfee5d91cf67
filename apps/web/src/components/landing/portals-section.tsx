import { Check } from 'lucide-react';

import { PORTAL_CARDS } from './content.ts';
import { eyebrow, sectionLead, sectionTitle } from './styles.ts';

export function PortalsSection() {
  return (
    <section
      id="features"
      tabIndex={-1}
      aria-labelledby="features-title"
      className="scroll-mt-28 bg-slate-50 py-20 outline-none dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className={eyebrow}>Características</p>
          <h2 id="features-title" className={`mt-2 ${sectionTitle}`}>
            Un portal para cada persona del conjunto
          </h2>
          <p className={sectionLead}>Cada rol entra a lo que necesita, con la información de su conjunto y nada más.</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {PORTAL_CARDS.map(({ title, description, points, icon: Icon, tone }) => (
            <li
              key={title}
              className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <span className={`flex h-12 w-12 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">Portal {title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{description}</p>
              <ul className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
                {points.map((point) => (
                  <li key={point} className="flex items-center gap-2">
                    <Check className="h-4 w-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
