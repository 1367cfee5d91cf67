// Light/dark theme: saved under the spec's 'theme' key, else the system preference; applied as the 'dark' class.
import { useCallback, useSyncExternalStore } from 'react';

import { STORAGE_THEME_KEY } from '@horizonte/contracts';

type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function setTheme(theme: Theme): void {
  localStorage.setItem(STORAGE_THEME_KEY, theme);
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const listener of listeners) listener();
}

export function useTheme(): { theme: Theme; toggleTheme(): void } {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentTheme,
    () => 'light' as Theme,
  );
  const toggleTheme = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
