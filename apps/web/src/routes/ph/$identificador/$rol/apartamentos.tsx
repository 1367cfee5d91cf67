import { createFileRoute } from '@tanstack/react-router';

import { MyApartmentsSection } from '../../../../components/portals/complex/owner-sections.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/apartamentos')({ component: MyApartmentsSection });
