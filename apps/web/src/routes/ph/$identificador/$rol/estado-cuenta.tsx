import { createFileRoute } from '@tanstack/react-router';
import { AccountStatement } from '../../../../components/portals/complex/resident-sections.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/estado-cuenta')({ component: AccountStatement });
