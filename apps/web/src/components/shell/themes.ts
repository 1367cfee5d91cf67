// The four colour themes of the shell (spec section 2), each portal picks one. Every pair keeps
// a contrast of at least 4.5:1 in light and dark mode.
import { createContext, useContext } from 'react';

export type ColorTheme = 'blue' | 'green' | 'purple' | 'orange';

interface ThemeClasses {
  /** Solid brand surface with white text (logo, primary buttons). */
  solid: string;
  /** Tinted surface for the active menu item and icon chips. */
  soft: string;
  /** Accent text. */
  text: string;
}

export const COLOR_THEMES: Record<ColorTheme, ThemeClasses> = {
  blue: {
    solid: 'bg-blue-700 text-white hover:bg-blue-800',
    soft: 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
    text: 'text-blue-700 dark:text-blue-300',
  },
  green: {
    solid: 'bg-green-700 text-white hover:bg-green-800',
    soft: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
    text: 'text-green-700 dark:text-green-300',
  },
  purple: {
    solid: 'bg-purple-700 text-white hover:bg-purple-800',
    soft: 'bg-purple-50 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
    text: 'text-purple-700 dark:text-purple-300',
  },
  orange: {
    solid: 'bg-orange-700 text-white hover:bg-orange-800',
    soft: 'bg-orange-50 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
    text: 'text-orange-700 dark:text-orange-300',
  },
};

export const ShellThemeContext = createContext<ColorTheme>('blue');

export function useShellTheme(): ThemeClasses {
  return COLOR_THEMES[useContext(ShellThemeContext)];
}
