import { createFileRoute } from '@tanstack/react-router';
import { Community } from '../../../../components/portals/complex/admin-sections.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/comunidad')({ component: Community });
