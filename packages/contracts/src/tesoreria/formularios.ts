// Tesorería forms beyond the pago's (issue 27): what people type, read with the same parsers as the
// payment form, leaving the API's input.
import { z } from 'zod';

import { presupuestoFields, rubroFormFields } from './schemas.ts';

/**
 * The presupuesto form: año and imprevistos as typed («0,5» is half a percent), and the rubros with a
 * name, each value read as pesos; a row left without a name (the empty last one) is not a rubro. The
 * art. 35 minimum stays the service's 400 (validarPresupuesto), as for the API.
 */
export const presupuestoFormFields = z.object({
  anio: z.coerce.number({ error: 'El año debe ser un número' }).pipe(presupuestoFields.shape.anio),
  porcentajeImprevistos: z
    .string()
    .transform((texto) => Number(texto.trim().replace(',', '.')))
    .pipe(presupuestoFields.shape.porcentajeImprevistos),
  rubros: z.array(z.object({ nombre: z.string(), valorAnual: z.string() })).transform((filas, ctx) =>
    filas.flatMap((fila, i) => {
      const nombre = fila.nombre.trim();
      if (!nombre) return [];
      const leido = rubroFormFields.safeParse({ nombre, valorAnual: fila.valorAnual });
      if (leido.success) return [leido.data];
      for (const issue of leido.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [i, ...issue.path] });
      return [];
    }),
  ),
});
