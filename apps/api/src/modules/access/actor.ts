import type { User } from '@horizonte/db';

/** Who performs a change and from where: what every audit entry records. */
export interface Actor {
  user: User;
  ip: string;
}
