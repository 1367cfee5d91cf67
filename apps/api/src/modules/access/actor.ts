import type { Session, User } from '@horizonte/db';

/** Who makes a request, seen from a service: at least the address it came from. */
export interface Requester {
  ip: string;
  /** The User-Agent header, if any (a new session keeps it to name the device in Mi Perfil). */
  userAgent?: string | null;
  /** The answer's headers: a rate limit the request is counted against reports itself there (RateLimit, issue 30). */
  resHeaders?: Headers;
}

/** A signed-in caller: who performs a change and from where (what every audit entry records). */
export interface Actor extends Requester {
  user: User;
  session: Session;
}
