// «Pagar ahora», /pagar/{apartamentoId} (issue 28): the link of the cuenta de cobro's mail and PDF. After
// logging in on this same page (at the complex's own door when the account enters there), it opens the
// payer's own portal on the unit's account with «Pagar en línea» open; an account that does not pay for
// that unit is told so.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

import { MSG } from '@horizonte/contracts';

import { errorMessage } from '../../lib/api-errors.ts';
import { portalDePago } from '../../lib/portal-de-pago.ts';
import { useSession } from '../../lib/session.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { CargandoEnPagina, ConSesion } from '../auth/con-sesion.tsx';
import { PublicPageShell } from '../auth/public-page-shell.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';

const TITULO = 'Pagar en línea';

export function PagarAhoraPage({ apartamentoId }: { apartamentoId: string }) {
  return (
    <ConSesion title={TITULO} description="Inicia sesión para pagar la cuenta de cobro de tu unidad." puertaDelConjunto>
      {() => <AbrirPortal apartamentoId={apartamentoId} />}
    </ConSesion>
  );
}

function AbrirPortal({ apartamentoId }: { apartamentoId: string }) {
  const trpc = useTRPC();
  const { roles, signOut } = useSession();
  const navigate = useNavigate();
  // The unit's account says which complex it belongs to (and whether this account may read it).
  const cuenta = useQuery({ ...trpc.tesoreria.estadoCuenta.get.queryOptions({ id: apartamentoId }), retry: false });
  const phId = cuenta.data?.apartamento.phId;
  const portal = phId ? portalDePago(roles, phId) : null;
  useEffect(() => {
    if (!portal) return;
    void navigate({
      to: `/ph/$identificador/$rol/${portal.seccion}`,
      params: { identificador: portal.identificador, rol: portal.rol },
      search: { pagar: apartamentoId },
      replace: true,
    });
  }, [portal, apartamentoId, navigate]);
  if (cuenta.isLoading || portal) return <CargandoEnPagina title={TITULO} label="Abriendo tu cuenta…" />;
  return (
    <PublicPageShell title={TITULO}>
      <Alert tone="warning">
        {cuenta.isError
          ? errorMessage(cuenta.error, 'No fue posible abrir la cuenta de la unidad')
          : `${MSG.noAccessToProperty}: tu cuenta no es propietaria ni residente de esta unidad.`}{' '}
        Inicia sesión con la cuenta que recibió la cuenta de cobro.
      </Alert>
      <Button className="mt-4 w-full" onClick={() => void signOut()}>
        Cambiar de cuenta
      </Button>
    </PublicPageShell>
  );
}
