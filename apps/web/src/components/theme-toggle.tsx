import { Moon, Sun } from 'lucide-react';

import { useTheme } from '../lib/theme.ts';
import { buttonClass } from './ui/button-styles.ts';

/** The light/dark toggle of every page (plain classes: the landing does without cn). */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Cambiar a modo claro' : 'Cambiar a modo oscuro';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={buttonClass('ghost', 'icon')}
      data-testid="theme-toggle"
    >
      {theme === 'dark' ? <Sun className="h-5 w-5" aria-hidden /> : <Moon className="h-5 w-5" aria-hidden />}
    </button>
  );
}
