import type { AuthModalParam } from '../landing/landing-search.ts';

/** The modals of the main landing: the ones a URL may open, plus the role selector. */
export type AuthModalId = AuthModalParam | 'roles';
