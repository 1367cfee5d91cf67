import { createFileRoute } from '@tanstack/react-router';
import { Gate } from '../../../../components/portals/complex/resident-sections.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/porteria')({ component: Gate });
