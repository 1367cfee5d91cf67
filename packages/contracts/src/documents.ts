/** Document types. Registration and pre-registration use CC, CE, TI, PP; recovery adds NIT. */
export const TIPOS_DOCUMENTO = ['CC', 'CE', 'TI', 'PP', 'NIT'] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

export const TIPO_DOCUMENTO_LABELS: Record<TipoDocumento, string> = {
  CC: 'Cédula de Ciudadanía',
  CE: 'Cédula de Extranjería',
  TI: 'Tarjeta de Identidad',
  PP: 'Pasaporte',
  NIT: 'NIT',
};

/** The options the registration and pre-registration forms show. */
export const TIPOS_DOCUMENTO_PERSONA = ['CC', 'CE', 'TI', 'PP'] as const satisfies readonly TipoDocumento[];
/** The options the forgot-password form shows. */
export const TIPOS_DOCUMENTO_RECUPERACION = ['CC', 'CE', 'PP', 'NIT'] as const satisfies readonly TipoDocumento[];

export const NIT_PLACEHOLDER = '900123456-7';
