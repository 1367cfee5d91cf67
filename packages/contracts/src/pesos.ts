// Money as people in Colombia type it (issue 26, point 1): a point separates thousands, a comma
// separates centavos, and a leading «$» is common. The platform keeps whole pesos, so centavos other
// than zero are refused instead of being silently dropped or, worse, read as more digits
// («50.000,00» once became $5.000.000 because every non-digit was stripped).
//
// Accepted: «50000», «50.000», «50.000,00», «50.000,0», «$ 50.000», «$50.000», «1.000.000»,
// «50 000» (a space as the thousands separator), spaces around. Refused, each with its message:
// empty; a minus sign; «50.000,50» or «50,5» (centavos); «1,000,000» (the US style, ambiguous
// here: it may mean one million or one peso); «50.00» (a point not followed by groups of three);
// letters; zero; more than the maximum a field allows.
import { z } from 'zod';

export const PESOS_MSG = {
  vacio: 'Escribe el valor en pesos',
  negativo: 'El valor no puede ser negativo',
  centavos: 'Escribe pesos enteros, sin centavos (por ejemplo 50.000)',
  formato: 'Escribe el valor en pesos como 50.000 (punto para los miles, sin centavos)',
  cero: 'El valor debe ser mayor que cero',
  maximo: 'El valor supera el máximo permitido',
} as const;

export type PesosLeidos = { ok: true; valor: number } | { ok: false; error: string };

const MILES_CON_PUNTO = /^\d{1,3}(?:\.\d{3})+$/;
const MILES_CON_ESPACIO = /^\d{1,3}(?: \d{3})+$/;
const SOLO_DIGITOS = /^\d+$/;

/**
 * Reads an amount typed by a person into whole pesos. `permitirCero` is for fields where 0 means
 * «sin costo» (a zone's tarifa); `maximo` is the field's ceiling.
 */
export function leerPesos(texto: string, opciones: { maximo?: number; permitirCero?: boolean } = {}): PesosLeidos {
  let t = texto.replace(/[\u00a0\u202f]/g, ' ').trim();
  if (t.startsWith('-') || t.startsWith('−')) return { ok: false, error: PESOS_MSG.negativo };
  t = t
    .replace(/^\$\s*/, '')
    .replace(/\s*(COP)?$/i, '')
    .trim();
  if (t.startsWith('-')) return { ok: false, error: PESOS_MSG.negativo };
  if (t === '') return { ok: false, error: PESOS_MSG.vacio };
  const coma = t.indexOf(',');
  let entero = t;
  if (coma >= 0) {
    const decimales = t.slice(coma + 1);
    entero = t.slice(0, coma);
    if (!SOLO_DIGITOS.test(decimales)) return { ok: false, error: PESOS_MSG.formato };
    if (/[1-9]/.test(decimales)) return { ok: false, error: PESOS_MSG.centavos };
  }
  if (!SOLO_DIGITOS.test(entero) && !MILES_CON_PUNTO.test(entero) && !MILES_CON_ESPACIO.test(entero)) {
    return { ok: false, error: PESOS_MSG.formato };
  }
  const digitos = entero.replace(/[. ]/g, '');
  if (digitos.length > 15) return { ok: false, error: PESOS_MSG.maximo };
  const valor = Number(digitos);
  if (valor === 0 && !opciones.permitirCero) return { ok: false, error: PESOS_MSG.cero };
  if (opciones.maximo !== undefined && valor > opciones.maximo) return { ok: false, error: PESOS_MSG.maximo };
  return { ok: true, valor };
}

/**
 * A form field for money typed by a person: text in, whole pesos out (react-hook-form's output
 * type). The REST API keeps taking integers; this is only for what a person types.
 */
export function pesosTecleadosField(opciones: { maximo?: number; permitirCero?: boolean } = {}) {
  return z.string({ error: PESOS_MSG.vacio }).transform((texto, ctx) => {
    const leido = leerPesos(texto, opciones);
    if (leido.ok) return leido.valor;
    ctx.addIssue({ code: 'custom', message: leido.error });
    return z.NEVER;
  });
}

/**
 * A payment larger than what the unit owes by more than this many pesos is asked about before it is
 * saved: the excess becomes saldo a favor, which is legal but is most often a typing slip.
 */
export const MARGEN_SOBREPAGO_SIN_CONFIRMAR = 1_000;
