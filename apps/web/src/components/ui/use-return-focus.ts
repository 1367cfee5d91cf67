// Radix returns focus to a Dialog.Trigger on close; our dialogs are mostly opened from state (a table's
// button, a menu item), which leaves focus on <body>. These handlers remember what had focus when the
// dialog opened and give it back when it closes, while it is still on the page.
import { useRef } from 'react';

export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
