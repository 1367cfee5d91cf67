import { createFileRoute } from '@tanstack/react-router';

import { ComunicadosSection } from '../../../../components/comunicados/comunicados-section.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/comunicados')({ component: ComunicadosSection });
