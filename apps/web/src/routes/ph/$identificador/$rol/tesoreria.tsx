import { createFileRoute } from '@tanstack/react-router';

import { TesoreriaAdmin } from '../../../../components/tesoreria/tesoreria-admin.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/tesoreria')({ component: TesoreriaAdmin });
