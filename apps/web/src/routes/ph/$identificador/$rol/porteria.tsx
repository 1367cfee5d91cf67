import { createFileRoute } from '@tanstack/react-router';

import { PorteriaSection } from '../../../../components/porteria/porteria-section.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/porteria')({ component: PorteriaSection });
