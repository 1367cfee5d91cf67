// /pagar/{apartamentoId} (issue 28): «Pagar ahora» in the cuenta de cobro's mail and PDF (the contracts'
// rutaPagarEnLinea).
import { createFileRoute } from '@tanstack/react-router';

import { PagarAhoraPage } from '../../components/pagos-en-linea/pagar-ahora.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export const Route = createFileRoute('/pagar/$apartamentoId')({
  component: function PagarAhoraRoute() {
    const { apartamentoId } = Route.useParams();
    useDocumentTitle('Pagar en línea');
    return <PagarAhoraPage key={apartamentoId} apartamentoId={apartamentoId} />;
  },
});
