export * from './policy/index.ts';
