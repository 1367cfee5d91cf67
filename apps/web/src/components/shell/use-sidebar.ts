// The side menu's width (narrow w-16 or wide w-64), remembered in local storage.
import { useCallback, useState } from 'react';

const SIDEBAR_KEY = 'horizonte.sidebar';

export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(SIDEBAR_KEY) === 'collapsed');
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      localStorage.setItem(SIDEBAR_KEY, next ? 'collapsed' : 'expanded');
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
