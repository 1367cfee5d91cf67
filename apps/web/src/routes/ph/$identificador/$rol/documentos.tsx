import { createFileRoute } from '@tanstack/react-router';

import { DocumentosSection } from '../../../../components/documentos/documentos-section.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/documentos')({ component: DocumentosSection });
