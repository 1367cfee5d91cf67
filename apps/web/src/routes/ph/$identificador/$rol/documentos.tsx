import { createFileRoute } from '@tanstack/react-router';
import { Documents } from '../../../../components/portals/complex/owner-sections.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/documentos')({ component: Documents });
