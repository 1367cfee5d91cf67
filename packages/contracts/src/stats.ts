import { z } from 'zod';

/** Live figures for the dashboards. */
export const platformStatsOutput = z.object({
  success: z.literal(true),
  properties: z.number().int(),
  users: z.number().int(),
  pendingPreregistros: z.number().int(),
  apartamentos: z.number().int(),
});
export type PlatformStats = z.infer<typeof platformStatsOutput>;

export const phStatsOutput = z.object({
  success: z.literal(true),
  apartamentos: z.number().int(),
  residentes: z.number().int(),
  pendingPreregistros: z.number().int(),
  coeficienteTotal: z.number(),
});
export type PhStats = z.infer<typeof phStatsOutput>;
