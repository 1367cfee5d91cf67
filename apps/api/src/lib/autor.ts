// Raw list reads join the autor's name as a flat "autorNombre" column; the answers keep Prisma's
// nested `autor: { id, nombre }` (COMUNICADO_INCLUDE, DOCUMENTO_INCLUDE), so the output mappers read either.

export type ConAutor<T extends { autorId: string }> = T & { autorNombre: string };

export const conAutor = <T extends { autorId: string }>({ autorNombre, ...row }: ConAutor<T>) => ({
  ...row,
  autor: { id: row.autorId, nombre: autorNombre },
});
