import { describe, expect, it } from 'vitest';

import {
  accionesDocumento,
  documentosRefusal,
  documentosSegunPermiso,
  mayOnDocumentos,
  residenteLeeDocumentos,
  visibilidadesPara,
} from './documentos.ts';

// Every caller kind: [platformRole, roles, visibilities read, administrar].
const MATRIZ = [
  [null, ['admin'], ['todos', 'propietarios', 'consejo', 'administracion'], true],
  [null, ['consejo'], ['todos', 'propietarios', 'consejo'], false],
  [null, ['propietario'], ['todos', 'propietarios'], false],
  [null, ['residente'], ['todos'], false],
  [null, ['proveedor'], [], false],
  [null, ['porteria'], [], false],
  [null, [], [], false],
  ['SUPER_ADMIN', [], ['todos', 'propietarios', 'consejo', 'administracion'], true],
  ['SOPORTE', [], ['todos', 'propietarios', 'consejo'], false],
  ['COMERCIAL', [], [], false],
] as const;

describe('documentos: who may do what', () => {
  it.each(MATRIZ)('%s %j reads %j; runs the library: %s', (platformRole, roles, visibles, administrar) => {
    expect(visibilidadesPara(platformRole, roles)).toEqual(visibles);
    expect(mayOnDocumentos(platformRole, roles, 'administrar')).toBe(administrar);
    expect(documentosRefusal(platformRole, roles, true)).toBe(visibles.length > 0 ? null : 'forbidden');
  });

  it('holds a resident back only when every unit of theirs has the documentos permiso off, and says so', () => {
    expect(documentosSegunPermiso(['residente'])).toBe(true);
    for (const rol of ['admin', 'consejo', 'propietario', 'proveedor', 'porteria'] as const)
      expect(documentosSegunPermiso([rol])).toBe(false);
    expect(residenteLeeDocumentos([])).toBe(true);
    expect(residenteLeeDocumentos([['pqrs'], ['documentos']])).toBe(true);
    expect(residenteLeeDocumentos([['pqrs']])).toBe(false);
    expect(documentosRefusal(null, ['residente'], false)).toBe('sinPermiso');
    expect(documentosRefusal(null, ['residente', 'propietario'], false)).toBeNull();
    expect(documentosRefusal(null, ['residente', 'proveedor'], false)).toBe('forbidden');
  });

  it('changes only a live document, and only the administration', () => {
    expect(accionesDocumento({ archivado: null }, true)).toEqual(['editar', 'nuevaVersion', 'archivar']);
    expect(accionesDocumento({ archivado: { en: '2026-01-01' } }, true)).toEqual([]);
    expect(accionesDocumento({ archivado: null }, false)).toEqual([]);
  });
});
