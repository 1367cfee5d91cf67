// Tesorería forms beyond the pago's (issue 27): what people type, read with the same parsers as the
// payment form, leaving the API's input.
import { z } from 'zod';

import {
  facturacionCreateInput,
  presupuestoFields,
  rubroFormFields,
  tasaMoraInput,
  tesoreriaConfiguracionFields,
} from './schemas.ts';

/** A number as typed, with a comma or a point for decimals («24,5»); blank is not a number. */
function numeroTecleado(texto: string): number {
  const t = texto.trim();
  return t === '' ? Number.NaN : Number(t.replace(',', '.'));
}

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

/** Fijar la tasa de mora: the rates as typed («24,5»); the asamblea's is optional. */
export const tasaMoraFormFields = tasaMoraInput.omit({ id: true }).extend({
  interesBancarioCorrienteEA: z.string().transform(numeroTecleado).pipe(tasaMoraInput.shape.interesBancarioCorrienteEA),
  tasaAsambleaEA: z
    .string()
    .transform((texto) => (texto.trim() === '' ? undefined : numeroTecleado(texto)))
    .pipe(tasaMoraInput.shape.tasaAsambleaEA),
});

/** Calcular una facturación: the period and its due date. */
export const facturacionFormFields = facturacionCreateInput.pick({ periodo: true, fechaVencimiento: true });

/** The billing calendar: due day and grace days as typed. */
export const tesoreriaConfiguracionFormFields = z.object({
  diaVencimiento: z.string().transform(numeroTecleado).pipe(tesoreriaConfiguracionFields.shape.diaVencimiento),
  diasGracia: z.string().transform(numeroTecleado).pipe(tesoreriaConfiguracionFields.shape.diasGracia),
});
