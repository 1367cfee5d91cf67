// The four booleans of GET/PUT /auth/preferencias (issue 14) as a view of the matrix: each is the email
// cell of its categories. The matrix (preferencias_notificacion) is the source of truth; user_settings
// keeps a copy because the spec's endpoint and the comunicados' mail opt-out read it.
import { preferenciaPorDefecto, type CategoriaNotificacion, type Preferencias } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

/** Each legacy boolean and the email cells it stands for (pagos: the cuentas de cobro and the payments). */
export const CATEGORIAS_DE_BOOLEANO: Record<keyof Preferencias, readonly CategoriaNotificacion[]> = {
  anuncios: ['comunicados'],
  pagos: ['cobro', 'pagos'],
  pqrs: ['pqrs'],
  asambleas: ['asambleas'],
};

/** The legacy booleans as matrix cells (PUT /auth/preferencias writes them through these). */
export function celdasDeBooleanos(data: Partial<Preferencias>) {
  return (Object.keys(CATEGORIAS_DE_BOOLEANO) as (keyof Preferencias)[]).flatMap((clave) =>
    data[clave] === undefined
      ? []
      : CATEGORIAS_DE_BOOLEANO[clave].map((categoria) => ({ categoria, canal: 'correo' as const, activo: data[clave]! })),
  );
}

/** Copies the email cells onto user_settings (a boolean is on when all its cells are). */
export async function sincronizarBooleanos(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const filas = await tx.preferenciaNotificacion.findMany({ where: { userId, canal: 'correo' } });
  const celda = (categoria: CategoriaNotificacion) =>
    filas.find((f) => f.categoria === categoria)?.activo ?? preferenciaPorDefecto('correo');
  const valor = (clave: keyof Preferencias) => CATEGORIAS_DE_BOOLEANO[clave].every(celda);
  const columns = {
    notifAnuncios: valor('anuncios'),
    notifPagos: valor('pagos'),
    notifPqrs: valor('pqrs'),
    notifAsambleas: valor('asambleas'),
  };
  await tx.userSettings.upsert({ where: { userId }, create: { userId, ...columns }, update: columns });
}
