import { LogIn } from 'lucide-react';

import { ThemeToggle } from '../theme-toggle.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { Brand } from './brand.tsx';
import { scrollToSection } from './scroll-to-section.ts';

const SECTION_LINKS = [
  { id: 'features', label: 'Características' },
  { id: 'pricing', label: 'Precios' },
  { id: 'contact', label: 'Contacto' },
] as const;

function SectionLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {SECTION_LINKS.map((link) => (
        <li key={link.id}>
          <a
            href={`#${link.id}`}
            onClick={(event) => {
              event.preventDefault();
              scrollToSection(link.id);
            }}
            className="rounded-md px-1 py-1 font-medium text-slate-700 transition-colors hover:text-blue-700 dark:text-slate-300 dark:hover:text-blue-400"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function TopBar({ onClientAccess, onPrefetch }: { onClientAccess(): void; onPrefetch(): void }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <a href="/" className="min-w-0 rounded-lg" aria-label="Horizonte, inicio">
          <Brand />
        </a>
        <nav aria-label="Secciones" className="ml-8 hidden md:block">
          <SectionLinks className="flex items-center gap-7 text-sm" />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <button
            type="button"
            className={`${buttonClass('primary', 'md')} whitespace-nowrap px-3 sm:px-4`}
            onClick={onClientAccess}
            onPointerEnter={onPrefetch}
            onFocus={onPrefetch}
            onTouchStart={onPrefetch}
          >
            <LogIn className="hidden h-4 w-4 sm:block" aria-hidden />
            Acceso Clientes
          </button>
        </div>
      </div>
      <nav aria-label="Secciones" className="border-t border-slate-200/80 md:hidden dark:border-slate-800">
        <SectionLinks className="flex items-center justify-center gap-6 px-4 py-2 text-sm" />
      </nav>
    </header>
  );
}
