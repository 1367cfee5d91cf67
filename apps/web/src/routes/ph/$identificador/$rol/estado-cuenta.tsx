import { createFileRoute } from '@tanstack/react-router';

import { CuentaDeMisUnidades } from '../../../../components/tesoreria/estado-cuenta.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/estado-cuenta')({
  component: () => <CuentaDeMisUnidades title="Estado de Cuenta" />,
});
