// The gateway's payment methods (Wompi's payment_method_type) as people call them: display only.
const MEDIOS: Record<string, string> = {
  CARD: 'Tarjeta',
  PSE: 'PSE',
  NEQUI: 'Nequi',
  DAVIPLATA: 'Daviplata',
  BANCOLOMBIA_TRANSFER: 'Botón Bancolombia',
  BANCOLOMBIA_QR: 'QR Bancolombia',
  BANCOLOMBIA_COLLECT: 'Corresponsal Bancolombia',
  BANCOLOMBIA_BNPL: 'Compra ahora, paga después (Bancolombia)',
  PCOL: 'Puntos Colombia',
  SU_PLUS: 'SU+ Pay',
};

export const medioPagoLabel = (medio: string | null): string => (medio ? (MEDIOS[medio] ?? medio) : '—');
