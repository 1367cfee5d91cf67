import { createFileRoute } from '@tanstack/react-router';

import { CuentaDeMisUnidades } from '../../../../components/tesoreria/estado-cuenta.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/pagos')({
  component: () => <CuentaDeMisUnidades title="Mis Pagos" />,
});
