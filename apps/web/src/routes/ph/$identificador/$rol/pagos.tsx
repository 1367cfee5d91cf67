import { createFileRoute } from '@tanstack/react-router';
import { Payments } from '../../../../components/portals/complex/owner-sections.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/pagos')({ component: Payments });
