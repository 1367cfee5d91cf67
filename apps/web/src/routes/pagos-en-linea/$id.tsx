// /pagos-en-linea/{id} (issue 28): where the payment gateway sends the payer back after the checkout
// (Wompi appends ?id=<transaction>&env=…; the transaction id goes to the API as a hint).
import { createFileRoute } from '@tanstack/react-router';

import { IntentoPage } from '../../components/pagos-en-linea/intento-page.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export const Route = createFileRoute('/pagos-en-linea/$id')({
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    (typeof search.id === 'string' || typeof search.id === 'number') && String(search.id) ? { id: String(search.id) } : {},
  component: function IntentoRoute() {
    const { id } = Route.useParams();
    const { id: transaccion } = Route.useSearch();
    useDocumentTitle('Tu pago en línea');
    return <IntentoPage key={id} id={id} transaccion={transaccion} />;
  },
});
