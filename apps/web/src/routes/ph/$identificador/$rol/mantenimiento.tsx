import { createFileRoute } from '@tanstack/react-router';

import { Maintenance } from '../../../../components/portals/complex/admin-sections.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/mantenimiento')({ component: Maintenance });
