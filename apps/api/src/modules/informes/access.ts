// Who reads and publishes the consejo's report: the treasury's policy (mayOnTesoreria), since the
// report is the complex's money and the consejo approves but does not pay — admin (and a SUPER_ADMIN)
// publish, admin and consejo read; anyone else 403, an unknown complex 404.
import type { DbClient, PH } from '@horizonte/db';

import type { Caller } from '../access/guards.ts';
import { requireTesoreria } from '../tesoreria/access.ts';

/** Ejecución, the PDF and the list of published reports. */
export const readableInformes = (db: DbClient, caller: Caller, phId: string): Promise<PH> =>
  requireTesoreria(db, caller, phId, 'read');

/** Publishing a report (it mails the consejo). */
export const publishableInformes = (db: DbClient, caller: Caller, phId: string): Promise<PH> =>
  requireTesoreria(db, caller, phId, 'manage');
