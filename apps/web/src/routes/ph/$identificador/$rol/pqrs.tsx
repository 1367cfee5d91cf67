import { createFileRoute } from '@tanstack/react-router';

import { MisPqrs } from '../../../../components/pqrs/mis-pqrs.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/pqrs')({ component: MisPqrs });
