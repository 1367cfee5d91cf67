export * from './aritmetica.ts';
export * from './schemas.ts';
