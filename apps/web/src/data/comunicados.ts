// Comunicados: publishing one changes the list.
import { mutacion } from './mutacion.ts';

export const useCrearComunicado = mutacion(
  (t) => t.comunicados.create,
  (t) => [t.comunicados.list, t.inicio.get],
);
