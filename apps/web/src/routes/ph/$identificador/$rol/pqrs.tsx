import { createFileRoute } from '@tanstack/react-router';
import { Pqrs } from '../../../../components/portals/complex/resident-sections.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/pqrs')({ component: Pqrs });
