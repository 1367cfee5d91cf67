import { createFileRoute } from '@tanstack/react-router';

import { CuentaDeMisUnidades } from '../../../../components/tesoreria/estado-cuenta.tsx';

// ?pagar=<apartamentoId> opens «Pagar en línea» for that unit (the «Pagar ahora» link, issue 28).
export const Route = createFileRoute('/ph/$identificador/$rol/estado-cuenta')({
  validateSearch: (search: Record<string, unknown>): { pagar?: string } =>
    typeof search.pagar === 'string' && search.pagar ? { pagar: search.pagar } : {},
  component: function CuentaRoute() {
    const { pagar } = Route.useSearch();
    return <CuentaDeMisUnidades title="Estado de Cuenta" pagar={pagar} />;
  },
});
