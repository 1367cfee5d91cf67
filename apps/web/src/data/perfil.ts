// Mi perfil: the person's data, email and password change what the profile and the session show.
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDePerfil: Invalidaciones = (t) => [t.perfil.get, t.auth.profile];

export const useActualizarPerfil = mutacion((t) => t.perfil.update, despuesDePerfil);
export const useCambiarEmail = mutacion((t) => t.perfil.email.update, despuesDePerfil);
export const useCambiarClave = mutacion((t) => t.auth.changePassword, despuesDePerfil);
export const useCerrarOtrasSesiones = mutacion(
  (t) => t.perfil.sesiones.cerrarOtras,
  (t) => [t.perfil.sesiones.list],
);
