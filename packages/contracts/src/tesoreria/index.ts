export * from './aritmetica.ts';
export * from './calendario.ts';
export * from './schemas.ts';
export * from '../pesos.ts';
export * from './ajustes.ts';
export * from './formularios.ts';
export * from './extracto.ts';
