import { APP_VERSION } from '@horizonte/contracts';

import { Brand } from './brand.tsx';
import { FOOTER_COLUMNS } from './content.ts';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div>
          <Brand />
          <p className="mt-4 max-w-xs text-sm text-slate-600 dark:text-slate-400">
            Software para la administración de propiedad horizontal en Colombia.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{column.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm text-slate-600 dark:text-slate-400">
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-600 sm:px-6 dark:text-slate-400">
          © {new Date().getFullYear()} Horizonte · Hecho en Bogotá, Colombia · Versión {APP_VERSION}
        </p>
      </div>
    </footer>
  );
}
