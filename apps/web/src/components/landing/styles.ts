// Button looks of the landing as plain class strings: the landing stays free of tailwind-merge
// (components/ui/button.tsx goes through cn) to keep its JavaScript within the 120 KB budget.
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

export const primaryButton = `${base} bg-blue-700 text-white shadow-sm hover:bg-blue-800 dark:bg-blue-600 dark:hover:bg-blue-500`;
export const outlineButton = `${base} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;
export const ghostIconButton = `${base} h-10 w-10 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`;
export const sizeMd = 'h-10 px-4 text-sm';
export const sizeLg = 'h-12 px-6 text-base';

export const sectionTitle = 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white';
export const sectionLead = 'mt-4 text-lg text-slate-600 dark:text-slate-300';
export const eyebrow = 'text-sm font-semibold uppercase tracking-wider text-blue-700 dark:text-blue-400';
