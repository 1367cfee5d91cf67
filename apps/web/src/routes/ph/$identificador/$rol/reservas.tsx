import { createFileRoute } from '@tanstack/react-router';

import { ReservasSection } from '../../../../components/reservas/reservas-section.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/reservas')({ component: ReservasSection });
