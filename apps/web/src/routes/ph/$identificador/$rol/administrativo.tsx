import { createFileRoute } from '@tanstack/react-router';

import { Administrativo } from '../../../../components/administrativo/administrativo.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/administrativo')({ component: Administrativo });
