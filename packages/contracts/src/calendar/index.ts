// `@horizonte/contracts/calendar`: what needs Colombia's holidays. The API imports it freely; a screen
// only through a dynamic import(), so the table stays out of every route's bundle but the one that asks.
export * from '../calendar.ts';
export * from '../asambleas/plazos.ts';
export * from '../cobro/ley-2300.ts';
