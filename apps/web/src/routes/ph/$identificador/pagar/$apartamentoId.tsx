// /ph/{identificador}/pagar/{apartamentoId} (issue 28): «Pagar ahora» in the cuenta de cobro's mail and PDF.
import { createFileRoute } from '@tanstack/react-router';

import { PagarAhoraPage } from '../../../../components/pagos-en-linea/pagar-ahora.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';

export const Route = createFileRoute('/ph/$identificador/pagar/$apartamentoId')({
  component: function PagarAhoraRoute() {
    const { identificador, apartamentoId } = Route.useParams();
    useDocumentTitle('Pagar en línea');
    return <PagarAhoraPage identificador={identificador.toLowerCase()} apartamentoId={apartamentoId} />;
  },
});
