// Cartera por edades, as JSON (CSV or XLSX with ?formato) and as a spreadsheet.
import { carteraInput, carteraOutput } from '@horizonte/contracts';

import { router } from '../../../trpc/init.ts';
import { MEDIA } from '../../../trpc/meta.ts';
import { heavyReadProcedure } from '../../../trpc/procedures.ts';
import { getCartera } from '../cartera.ts';
import { tags } from './shared.ts';

export const carteraRouter = router({
  get: heavyReadProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-cartera',
        method: 'GET',
        path: '/ph/{id}/cartera',
        tags,
        summary: 'Cartera por edades (al día, 1–30, 31–60, 61–90, más de 90 días); ?formato=csv|xlsx para descargar',
      },
      files: { types: [MEDIA.csv, MEDIA.xlsx], alsoJson: true },
    })
    .input(carteraInput)
    .output(carteraOutput)
    .query(({ ctx, input }) => getCartera(ctx, ctx.actor, input)),

  xlsx: heavyReadProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-carteraXlsx',
        method: 'GET',
        path: '/ph/{id}/cartera.xlsx',
        tags,
        summary: 'Cartera por edades (hoja de cálculo)',
      },
      files: { types: [MEDIA.xlsx] },
    })
    .input(carteraInput.omit({ formato: true }))
    .output(carteraOutput)
    .query(({ ctx, input }) => getCartera(ctx, ctx.actor, { ...input, formato: 'xlsx' })),
});
