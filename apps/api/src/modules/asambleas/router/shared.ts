export const tags = ['Asambleas'];
