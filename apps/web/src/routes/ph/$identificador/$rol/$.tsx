import { createFileRoute } from '@tanstack/react-router';

// An unknown section: the layout's guard sends it to the portal's dashboard before this renders.
export const Route = createFileRoute('/ph/$identificador/$rol/$')({ component: () => null });
