import { createFileRoute } from '@tanstack/react-router';
import { Bookings } from '../../../../components/portals/complex/resident-sections.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/reservas')({ component: Bookings });
