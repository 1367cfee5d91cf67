import { createFileRoute } from '@tanstack/react-router';

import { Projects } from '../../../../components/portals/complex/admin-sections.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/proyectos')({ component: Projects });
