-- Ajustes (issue 26): notas débito (a charge) and notas crédito (an abono without recibo de caja).

-- CreateEnum
CREATE TYPE "TipoAjuste" AS ENUM ('credito', 'debito');

-- AlterEnum
ALTER TYPE "MedioPago" ADD VALUE 'nota_credito';

-- AlterTable: a nota crédito takes no recibo de caja number (the unique (ph_id, numero_recibo) ignores NULLs).
ALTER TABLE "pagos" ALTER COLUMN "numero_recibo" DROP NOT NULL;

-- CreateTable
CREATE TABLE "ajustes" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "tipo" "TipoAjuste" NOT NULL,
    "valor" INTEGER NOT NULL,
    "concepto" TEXT NOT NULL,
    "motivo" TEXT NOT NULL,
    "fecha" DATE NOT NULL,
    "cargo_id" UUID,
    "pago_id" UUID,
    "creado_por_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ajustes_pkey" PRIMARY KEY ("id"),
    -- A nota débito is its charge, a nota crédito its abono: exactly one of them.
    CONSTRAINT "ajustes_un_movimiento" CHECK (("tipo" = 'debito' AND "cargo_id" IS NOT NULL AND "pago_id" IS NULL) OR ("tipo" = 'credito' AND "pago_id" IS NOT NULL AND "cargo_id" IS NULL)),
    CONSTRAINT "ajustes_valor_positivo" CHECK ("valor" > 0)
);

-- CreateIndex
CREATE UNIQUE INDEX "ajustes_cargo_id_key" ON "ajustes"("cargo_id");

-- CreateIndex
CREATE UNIQUE INDEX "ajustes_pago_id_key" ON "ajustes"("pago_id");

-- CreateIndex
CREATE INDEX "ajustes_apartamento_id_fecha_idx" ON "ajustes"("apartamento_id", "fecha");

-- CreateIndex
CREATE INDEX "ajustes_ph_id_created_at_idx" ON "ajustes"("ph_id", "created_at");

-- AddForeignKey
ALTER TABLE "ajustes" ADD CONSTRAINT "ajustes_cargo_id_fkey" FOREIGN KEY ("cargo_id") REFERENCES "cargos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ajustes" ADD CONSTRAINT "ajustes_pago_id_fkey" FOREIGN KEY ("pago_id") REFERENCES "pagos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
