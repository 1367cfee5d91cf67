// Portería's policy: who works the gate and who reads it. Pure: no database, no I/O.
import type { Rol } from '../roles.ts';

/** The gate's own work (registering visitors, packages, the minuta): the portería staff. */
export const worksTheGate = (roles: readonly Rol[]): boolean => roles.includes('porteria');
