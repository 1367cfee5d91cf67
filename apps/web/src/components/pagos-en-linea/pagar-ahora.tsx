// «Pagar ahora», /ph/{identificador}/pagar/{apartamentoId} (issue 28): the link of the cuenta de cobro's
// mail and PDF. After logging in to the complex (on this same page), it opens the payer's own portal on
// the unit's account with «Pagar en línea» open; an account with no portal there that shows it is told so.
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

import { MSG } from '@horizonte/contracts';

import { portalDePago } from '../../lib/portal-de-pago.ts';
import { useSession } from '../../lib/session.tsx';
import { CargandoEnPagina, ConSesion } from '../auth/con-sesion.tsx';
import { PublicPageShell } from '../auth/public-page-shell.tsx';
import { Alert } from '../ui/alert.tsx';
import { buttonClass } from '../ui/button-styles.ts';

export function PagarAhoraPage({ identificador, apartamentoId }: { identificador: string; apartamentoId: string }) {
  return (
    <ConSesion
      title="Pagar en línea"
      description="Inicia sesión en tu conjunto para pagar la cuenta de cobro."
      identificador={identificador}
    >
      {() => <AbrirPortal identificador={identificador} apartamentoId={apartamentoId} />}
    </ConSesion>
  );
}

function AbrirPortal({ identificador, apartamentoId }: { identificador: string; apartamentoId: string }) {
  const { roles, signOut } = useSession();
  const navigate = useNavigate();
  const portal = portalDePago(roles, { identificador });
  useEffect(() => {
    if (!portal) return;
    void navigate({
      to: `/ph/$identificador/$rol/${portal.seccion}`,
      params: { identificador: portal.identificador, rol: portal.rol },
      search: { pagar: apartamentoId },
      replace: true,
    });
  }, [portal, apartamentoId, navigate]);
  if (portal) return <CargandoEnPagina title="Pagar en línea" label="Abriendo tu cuenta…" />;
  return (
    <PublicPageShell title="Pagar en línea">
      <Alert tone="warning">
        {MSG.noAccessToProperty}: tu cuenta no es propietaria ni residente de una unidad de este conjunto. Inicia sesión con la
        cuenta que recibió la cuenta de cobro.
      </Alert>
      <div className="mt-4 flex flex-col gap-2">
        <button type="button" className={`${buttonClass('primary')} w-full`} onClick={() => void signOut()}>
          Cambiar de cuenta
        </button>
        <Link to="/ph/$identificador" params={{ identificador }} className={`${buttonClass('outline')} w-full`}>
          Ir al conjunto
        </Link>
      </div>
    </PublicPageShell>
  );
}
