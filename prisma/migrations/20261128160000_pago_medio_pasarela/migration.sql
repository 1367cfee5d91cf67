-- Pagos en línea (issue 28): an online pago keeps the gateway's payment method (PSE, CARD, NEQUI…) so
-- Tesorería → Pagos shows it without reading the intent.

-- AlterTable
ALTER TABLE "pagos" ADD COLUMN     "medio_pasarela" TEXT;
