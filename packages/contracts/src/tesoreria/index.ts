export * from './aritmetica.ts';
export * from './schemas.ts';
export * from '../pesos.ts';
