// The month's commercial targets on the super administrator's Dashboard Global (issue 33): the
// SUPER_ADMIN sets them here (the Comercial portal is its sales staff's); nothing for other staff.
import { mayComercial } from '@horizonte/contracts';

import { useSession } from '../../../../lib/session.tsx';
import { MetasPanel } from './metas.tsx';

export function MetasGlobal() {
  const { user } = useSession();
  if (!mayComercial(user?.superUserRole ?? null, 'fijarMetas')) return null;
  return (
    <section className="mt-6" aria-labelledby="metas-globales">
      <h3 id="metas-globales" className="mb-3 font-semibold">
        Metas y Objetivos
      </h3>
      <MetasPanel />
    </section>
  );
}
