import { createFileRoute } from '@tanstack/react-router';

import { AsambleasSection } from '../../../../components/asambleas/asambleas-section.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/asambleas')({ component: AsambleasSection });
