// Asambleas: a change to one touches its lists, its detail, padrón, poderes, quórum, votes, results and acta.
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeAsamblea: Invalidaciones = ({ asambleas: a, inicio }) => [
  a.list,
  inicio.get,
  a.get,
  a.padron.get,
  a.poderes.list,
  a.quorum.get,
  a.acta.get,
  a.resultados.get,
  a.votos.list,
  a.mesa.list,
];

export const useCrearAsamblea = mutacion((t) => t.asambleas.create, despuesDeAsamblea);
export const useConvocarAsamblea = mutacion((t) => t.asambleas.convocar, despuesDeAsamblea);
export const useInstalarAsamblea = mutacion((t) => t.asambleas.instalar, despuesDeAsamblea);
export const useSinQuorum = mutacion((t) => t.asambleas.declararSinQuorum, despuesDeAsamblea);
export const useCerrarAsamblea = mutacion((t) => t.asambleas.cerrar, despuesDeAsamblea);
export const useOtorgarPoder = mutacion((t) => t.asambleas.poderes.otorgar, despuesDeAsamblea);
export const useValidarPoder = mutacion((t) => t.asambleas.poderes.validar, despuesDeAsamblea);
export const useRechazarPoder = mutacion((t) => t.asambleas.poderes.rechazar, despuesDeAsamblea);
export const useRegistrarAsistencia = mutacion((t) => t.asambleas.asistencias.create, despuesDeAsamblea);
export const useAbrirPunto = mutacion((t) => t.asambleas.puntos.abrir, despuesDeAsamblea);
export const useCerrarPunto = mutacion((t) => t.asambleas.puntos.cerrar, despuesDeAsamblea);
export const useVotar = mutacion((t) => t.asambleas.puntos.votar, despuesDeAsamblea);
/** The mesa records the room's votes (issue 26): answers how many were recorded and which were refused. */
export const useVotosMesa = mutacion((t) => t.asambleas.mesa.votar, despuesDeAsamblea);
/** The administration designates (or withdraws) the secretario who records the room's votes. */
export const useDesignarSecretario = mutacion((t) => t.asambleas.secretario.designar, despuesDeAsamblea);
export const useGuardarActa = mutacion((t) => t.asambleas.acta.update, despuesDeAsamblea);
export const usePublicarActa = mutacion((t) => t.asambleas.acta.publicar, despuesDeAsamblea);
