// Text styles of the landing's sections (buttons: ui/button-styles.ts).
export const sectionTitle = 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white';
export const sectionLead = 'mt-4 text-lg text-slate-600 dark:text-slate-300';
export const eyebrow = 'text-sm font-semibold uppercase tracking-wider text-blue-700 dark:text-blue-400';
