// Cerrar Sesión (spec section 4): the session ends on the server and locally; each portal says where to go.
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

import { MSG_COMUNES } from '@horizonte/contracts';

import { useSession } from '../../lib/session.tsx';

export function useLogout(destination: string): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave the protected page first, so its guard does not send us to / on the way.
    await navigate({ to: destination });
    await signOut();
    // sonner loads with the toast, not with every portal page (the Toaster replays it once it mounts).
    void import('sonner').then(({ toast }) => toast.success(MSG_COMUNES.logoutSuccess));
  }, [navigate, signOut, destination]);
}
