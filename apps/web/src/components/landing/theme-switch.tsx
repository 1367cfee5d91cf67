import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../lib/theme.ts';
import { ghostIconButton } from './styles.ts';

/** The light/dark toggle of the public pages (same behaviour as ThemeToggle, without the ui Button). */
export function ThemeSwitch() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Cambiar a modo claro' : 'Cambiar a modo oscuro';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={ghostIconButton}
      data-testid="theme-toggle"
    >
      {theme === 'dark' ? <Sun className="h-5 w-5" aria-hidden /> : <Moon className="h-5 w-5" aria-hidden />}
    </button>
  );
}
