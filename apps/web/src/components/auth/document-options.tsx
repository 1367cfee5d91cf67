import { TIPO_DOCUMENTO_LABELS, type TipoDocumento } from '@horizonte/contracts';

/** Options of a document-type select: 'CC — Cédula de Ciudadanía'. */
export function DocumentOptions({ types }: { types: readonly TipoDocumento[] }) {
  return (
    <>
      <option value="">Selecciona…</option>
      {types.map((type) => (
        <option key={type} value={type}>
          {type === 'NIT' ? 'NIT' : `${type} — ${TIPO_DOCUMENTO_LABELS[type]}`}
        </option>
      ))}
    </>
  );
}
