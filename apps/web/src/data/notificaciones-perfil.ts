// Mi Perfil's notifications (issue 32): the matrix and the phone consents refresh the matrix (and the
// four booleans of the older card, which follow it).
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeNotificaciones: Invalidaciones = (t) => [t.perfil.notificaciones.get, t.perfil.preferencias.get];

export const useGuardarNotificaciones = mutacion((t) => t.perfil.notificaciones.update, despuesDeNotificaciones);
export const useOtorgarConsentimiento = mutacion((t) => t.perfil.notificaciones.consentimientos.otorgar, despuesDeNotificaciones);
export const useRevocarConsentimiento = mutacion((t) => t.perfil.notificaciones.consentimientos.revocar, despuesDeNotificaciones);
