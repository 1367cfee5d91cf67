// Asambleas: a change to one touches its lists, its detail, padrón, poderes, quórum, votes, results and acta.
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeAsamblea: Invalidaciones = ({ asambleas: a }) => [
  a.list,
  a.get,
  a.padron,
  a.poderes,
  a.quorum,
  a.acta,
  a.resultados,
  a.votos,
  a.votosMesaPendientes,
];

export const useCrearAsamblea = mutacion((t) => t.asambleas.create, despuesDeAsamblea);
export const useConvocarAsamblea = mutacion((t) => t.asambleas.convocar, despuesDeAsamblea);
export const useInstalarAsamblea = mutacion((t) => t.asambleas.instalar, despuesDeAsamblea);
export const useSinQuorum = mutacion((t) => t.asambleas.sinQuorum, despuesDeAsamblea);
export const useCerrarAsamblea = mutacion((t) => t.asambleas.cerrar, despuesDeAsamblea);
export const useOtorgarPoder = mutacion((t) => t.asambleas.otorgarPoder, despuesDeAsamblea);
export const useValidarPoder = mutacion((t) => t.asambleas.validarPoder, despuesDeAsamblea);
export const useRechazarPoder = mutacion((t) => t.asambleas.rechazarPoder, despuesDeAsamblea);
export const useRegistrarAsistencia = mutacion((t) => t.asambleas.asistencia, despuesDeAsamblea);
export const useAbrirPunto = mutacion((t) => t.asambleas.abrirPunto, despuesDeAsamblea);
export const useCerrarPunto = mutacion((t) => t.asambleas.cerrarPunto, despuesDeAsamblea);
export const useVotar = mutacion((t) => t.asambleas.votar, despuesDeAsamblea);
/** The mesa records the room's votes (issue 26): answers how many were recorded and which were refused. */
export const useVotosMesa = mutacion((t) => t.asambleas.votosMesa, despuesDeAsamblea);
/** The administration designates (or withdraws) the secretario who records the room's votes. */
export const useDesignarSecretario = mutacion((t) => t.asambleas.secretario, despuesDeAsamblea);
export const useGuardarActa = mutacion((t) => t.asambleas.actaUpdate, despuesDeAsamblea);
export const usePublicarActa = mutacion((t) => t.asambleas.publicarActa, despuesDeAsamblea);
