-- Pagos en línea (issue 28): the gateway's fee a complex may pass on to the payer (percent in basis
-- points, fixed whole pesos, IVA), and on each intent the fee charged on top of the valor applied.

-- AlterTable
ALTER TABLE "intentos_pago" ADD COLUMN     "comision" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "pasarela_config" ADD COLUMN     "comision_fijo" INTEGER,
ADD COLUMN     "comision_iva" BOOLEAN,
ADD COLUMN     "comision_porcentaje_bp" INTEGER,
ADD COLUMN     "trasladar_comision" BOOLEAN NOT NULL DEFAULT false;
