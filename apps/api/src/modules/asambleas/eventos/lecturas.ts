// Reads shared by whoever asks at the same time, without ever handing out a stale one: a caller needs a
// read that starts after it asked (it asks because something just committed), so it never joins a read
// in flight; it joins the next one, which starts when that ends and serves everyone who asked meanwhile.
// At most one read in flight and one waiting per subject, however many callers.

export type LecturaCompartida<T> = (asunto: string, leer: () => Promise<T>) => Promise<T>;

interface Lecturas<T> {
  enCurso?: Promise<T>;
  siguiente?: Promise<T>;
}

export function lecturasCompartidas<T>(): LecturaCompartida<T> {
  const porAsunto = new Map<string, Lecturas<T>>();
  return (asunto, leer) => {
    let estado = porAsunto.get(asunto);
    if (!estado) porAsunto.set(asunto, (estado = {}));
    const lecturas = estado;
    if (lecturas.siguiente) return lecturas.siguiente;
    const empezar = (): Promise<T> => {
      const lectura: Promise<T> = leer().finally(() => {
        if (lecturas.enCurso === lectura) lecturas.enCurso = undefined;
        if (!lecturas.enCurso && !lecturas.siguiente && porAsunto.get(asunto) === lecturas) porAsunto.delete(asunto);
      });
      lecturas.enCurso = lectura;
      return lectura;
    };
    if (!lecturas.enCurso) return empezar();
    const siguiente = lecturas.enCurso
      .catch(() => undefined)
      .then(() => {
        lecturas.siguiente = undefined;
        return empezar();
      });
    lecturas.siguiente = siguiente;
    return siguiente;
  };
}
