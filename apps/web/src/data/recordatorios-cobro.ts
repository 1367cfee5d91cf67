// The complex's collection reminders (issue 32).
import { mutacion } from './mutacion.ts';

export const useGuardarRecordatorios = mutacion(
  (t) => t.recordatoriosCobro.update,
  (t) => [t.recordatoriosCobro.get],
);
