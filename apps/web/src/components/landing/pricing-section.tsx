import { Check } from 'lucide-react';

import { buttonClass } from '../ui/button-styles.ts';
import { PLANS, type Plan } from './content.ts';
import { scrollToSection } from './scroll-to-section.ts';
import { eyebrow, sectionLead, sectionTitle } from './styles.ts';

export function PricingSection() {
  return (
    <section id="pricing" tabIndex={-1} aria-labelledby="pricing-title" className="scroll-mt-28 py-20 outline-none">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className={eyebrow}>Precios</p>
          <h2 id="pricing-title" className={`mt-2 ${sectionTitle}`}>
            Planes claros, sin sorpresas
          </h2>
          <p className={sectionLead}>Elige el plan que se ajusta al tamaño de tu conjunto. Cambia cuando lo necesites.</p>
        </div>
        <ul className="mt-12 grid items-stretch gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const popular = plan.popular === true;
  return (
    <li
      data-testid="plan"
      className={`relative flex flex-col rounded-2xl border bg-white p-7 dark:bg-slate-900 ${
        popular
          ? 'border-blue-600 shadow-xl shadow-blue-900/10 ring-1 ring-blue-600 lg:-my-3 lg:py-10 dark:border-blue-500 dark:ring-blue-500'
          : 'border-slate-200 shadow-sm dark:border-slate-800'
      }`}
    >
      {popular ? (
        <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-blue-700 px-3 py-1 text-xs font-semibold text-white shadow dark:bg-blue-600">
          Más popular
        </span>
      ) : null}
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{plan.name}</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-1">
        {plan.period ? (
          <>
            <span className="text-5xl font-extrabold tracking-tight text-slate-900 dark:text-white">{plan.price}</span>
            <span className="text-base font-medium text-slate-600 dark:text-slate-400">{plan.period}</span>
          </>
        ) : (
          <span className="text-2xl font-extrabold leading-[3rem] tracking-tight text-slate-900 dark:text-white">
            {plan.price}
          </span>
        )}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700 dark:text-slate-300">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-blue-700 dark:text-blue-400" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <a
        href="#contact"
        onClick={(event) => {
          event.preventDefault();
          scrollToSection('contact');
        }}
        className={`mt-8 w-full ${buttonClass(popular ? 'primary' : 'outline', 'lg')}`}
      >
        {plan.cta}
      </a>
    </li>
  );
}
