// Floating help button (spec section 2): opens the external chat link in a new tab with the
// prefilled Spanish greeting, when the server has a chat number configured. The tooltip is CSS (hover and keyboard focus, Escape hides it) rather
// than the Radix tooltip: the landing's JavaScript budget cannot carry the positioning engine for
// one fixed-position label.
import { MessageCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { helpChatUrl } from '../lib/help-chat.ts';

const HELP_TOOLTIP = '¿Necesitas ayuda? Escríbenos';

export function HelpButton() {
  const chatUrl = helpChatUrl();
  return chatUrl ? <FloatingHelp chatUrl={chatUrl} /> : null;
}

function FloatingHelp({ chatUrl }: { chatUrl: string }) {
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (dismissed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dismissed]);

  return (
    <div
      className="group fixed bottom-5 right-5 z-30 flex items-center gap-3"
      onPointerLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      <span
        id={tooltipId}
        role="tooltip"
        className={`pointer-events-none rounded-lg bg-slate-900 px-3 py-2 text-sm font-medium text-white opacity-0 shadow-lg transition-opacity dark:bg-white dark:text-slate-900 ${
          dismissed ? '' : 'group-focus-within:opacity-100 group-hover:opacity-100'
        }`}
      >
        {HELP_TOOLTIP}
      </span>
      <a
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Ayuda por chat (se abre en una pestaña nueva)"
        aria-describedby={tooltipId}
        data-testid="help-button"
        className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg shadow-emerald-900/20 transition hover:scale-105 hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        <MessageCircle className="h-7 w-7" aria-hidden />
      </a>
    </div>
  );
}
