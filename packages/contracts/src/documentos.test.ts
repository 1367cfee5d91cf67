import { describe, expect, it } from 'vitest';

import { visibilidadesPara } from './policy/documentos.ts';

describe('visibilidadesPara', () => {
  it('gives each role the visibilities it reads', () => {
    expect(visibilidadesPara(null, ['admin'])).toEqual(['todos', 'propietarios', 'consejo', 'administracion']);
    expect(visibilidadesPara(null, ['consejo'])).toEqual(['todos', 'propietarios', 'consejo']);
    expect(visibilidadesPara(null, ['propietario'])).toEqual(['todos', 'propietarios']);
    expect(visibilidadesPara(null, ['residente'])).toEqual(['todos']);
    expect(visibilidadesPara(null, ['proveedor', 'porteria'])).toEqual([]);
    expect(visibilidadesPara('SUPER_ADMIN', [])).toHaveLength(4);
    expect(visibilidadesPara('SOPORTE', [])).toEqual(['todos', 'propietarios', 'consejo']);
    expect(visibilidadesPara('COMERCIAL', [])).toEqual([]);
  });

  it('drops the resident role without the documentos permiso, never an owner role', () => {
    expect(visibilidadesPara(null, ['residente'], false)).toEqual([]);
    expect(visibilidadesPara(null, ['residente', 'propietario'], false)).toEqual(['todos', 'propietarios']);
  });
});
