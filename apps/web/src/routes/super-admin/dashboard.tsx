import { createFileRoute } from '@tanstack/react-router';

import { platformDashboardRoute } from '../../components/portals/platform/platform-route.tsx';

export const Route = createFileRoute('/super-admin/dashboard')(platformDashboardRoute('super-admin'));
