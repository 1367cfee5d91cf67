// Who may call what. Every procedure starts from one of these builders (defined with the error model
// in init.ts, as one middleware each).
export { authedProcedure, publicProcedure } from './init.ts';
