// How many people an administrator may add (and so invite) per hour.
import { MSG } from '@horizonte/contracts';

import type { Config } from '../../config.ts';
import type { Quota } from '../../lib/rate-limit.ts';

/** Additions per admin per hour by default (RESIDENT_INVITATIONS_PER_ADMIN_PER_HOUR): enough to onboard a complex by hand, not to probe emails. */
export const RESIDENTE_ADD_MAX_PER_ADMIN = 100;
/** The quota every addition counts against (one point per person invited: by hand, by edit or by import). */
export const residenteAdds = (config: Pick<Config, 'residentInvitationsPerAdminPerHour'>): Quota => ({
  name: 'residente:add:admin',
  points: config.residentInvitationsPerAdminPerHour,
  windowMs: 60 * 60 * 1000,
  message: MSG.tooManyRequests,
});
