import { describe, expect, it } from 'vitest';

import { mayOnRecordatoriosCobro } from './recordatorios-cobro.ts';

describe('collection reminders policy', () => {
  it('the administración manages, the consejo reads, owners and residents neither', () => {
    expect(mayOnRecordatoriosCobro(null, ['admin'], 'manage')).toBe(true);
    expect(mayOnRecordatoriosCobro(null, ['consejo'], 'read')).toBe(true);
    expect(mayOnRecordatoriosCobro(null, ['consejo'], 'manage')).toBe(false);
    expect(mayOnRecordatoriosCobro(null, ['propietario', 'residente'], 'read')).toBe(false);
    expect(mayOnRecordatoriosCobro('SOPORTE', [], 'read')).toBe(false);
    expect(mayOnRecordatoriosCobro('SUPER_ADMIN', [], 'manage')).toBe(true);
  });
});
