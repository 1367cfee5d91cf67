import { createFileRoute } from '@tanstack/react-router';
import { Administrative } from '../../../../components/portals/complex/admin-sections.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/administrativo')({ component: Administrative });
