import { createFileRoute } from '@tanstack/react-router';
import { Treasury } from '../../../../components/portals/complex/admin-sections.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/tesoreria')({ component: Treasury });
