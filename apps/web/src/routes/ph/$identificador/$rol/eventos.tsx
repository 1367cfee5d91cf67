import { createFileRoute } from '@tanstack/react-router';

import { Events } from '../../../../components/portals/complex/owner-sections.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/eventos')({ component: Events });
