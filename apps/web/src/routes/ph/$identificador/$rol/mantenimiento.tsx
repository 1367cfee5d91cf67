import { createFileRoute } from '@tanstack/react-router';

import { MantenimientoSection } from '../../../../components/mantenimiento/mantenimiento-section.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/mantenimiento')({ component: MantenimientoSection });
