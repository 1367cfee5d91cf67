import { describe, expect, it } from 'vitest';

import { CODIGOS_ERROR, ERRORES, esCodigoError, mensajeDeError } from './errores.ts';
import { MSG } from './messages.ts';
import { RESERVAS_MSG } from './reservas.ts';
import { TESORERIA_MSG } from './tesoreria/schemas.ts';

describe('error codes', () => {
  it('are upper-case identifiers, each with a Spanish message', () => {
    expect(CODIGOS_ERROR.length).toBeGreaterThan(200);
    for (const codigo of CODIGOS_ERROR) {
      expect(codigo).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      const mensaje = ERRORES[codigo];
      if (typeof mensaje === 'string') expect(mensaje.trim(), codigo).not.toBe('');
    }
  });

  it('name the messages the domain already words (byte-identical)', () => {
    expect(mensajeDeError('FACTURACION_CON_PAGOS')).toBe(TESORERIA_MSG.facturacionConPagos);
    expect(mensajeDeError('RESERVA_CUPO_MENSUAL_AGOTADO', 2)).toBe(RESERVAS_MSG.cupoMensual(2));
    expect(mensajeDeError('PAGO_FUERA_DE_FECHA', TESORERIA_MSG.pagoFechaFutura('2026-03-15'))).toBe(
      TESORERIA_MSG.pagoFechaFutura('2026-03-15'),
    );
    expect(mensajeDeError('PRESUPUESTO_INVALIDO', ['Uno', 'Dos'])).toBe('Uno. Dos');
    expect(mensajeDeError('NO_AUTENTICADO')).toBe(MSG.unauthenticated);
  });

  it('tell a code from any other text', () => {
    expect(esCodigoError('CONFLICTO')).toBe(true);
    expect(esCodigoError('CONFLICT')).toBe(false);
    expect(esCodigoError('toString')).toBe(false);
  });
});
