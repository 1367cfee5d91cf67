// The main landing (/ and /home). The auth modals are a separate chunk, fetched when a visitor
// shows intent (hover/focus on 'Acceso Clientes') or when the URL asks for one.
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useState } from 'react';

import type { AuthModalId } from '../auth/auth-modal-id.ts';
import { HelpButton } from '../help-button.tsx';
import { ContactSection } from './contact-section.tsx';
import { Footer } from './footer.tsx';
import { Hero } from './hero.tsx';
import { modalFromSearch, type LandingSearch } from './landing-search.ts';
import { PortalsSection } from './portals-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { TopBar } from './top-bar.tsx';

const loadAuthModals = () => import('../auth/auth-modals.tsx');
const AuthModals = lazy(loadAuthModals);

function prefetchAuthModals() {
  void loadAuthModals();
}

export function LandingPage({ search }: { search: LandingSearch }) {
  const router = useRouter();
  const [modal, setModal] = useState<AuthModalId | null>(() => modalFromSearch(search));
  const [modalsWanted, setModalsWanted] = useState(modal !== null);

  const changeModal = useCallback(
    (next: AuthModalId | null) => {
      setModalsWanted(true);
      setModal(next);
      // Once a modal opened from the URL is closed, the URL no longer asks for it.
      if (next === null && window.location.search) router.history.replace(window.location.pathname);
    },
    [router],
  );
  const openLogin = useCallback(() => changeModal('login'), [changeModal]);

  return (
    <div className="min-h-dvh bg-white dark:bg-slate-950">
      <a
        href="#contenido"
        className="sr-only rounded-md bg-blue-700 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50"
      >
        Saltar al contenido
      </a>
      <TopBar onClientAccess={openLogin} onPrefetch={prefetchAuthModals} />
      <main id="contenido">
        <Hero onClientAccess={openLogin} onPrefetch={prefetchAuthModals} />
        <PortalsSection />
        <PricingSection />
        <ContactSection onClientAccess={openLogin} />
      </main>
      <Footer />
      <HelpButton />
      {modalsWanted ? (
        <Suspense fallback={null}>
          <AuthModals modal={modal} onModalChange={changeModal} />
        </Suspense>
      ) : null}
    </div>
  );
}
