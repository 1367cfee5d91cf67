-- Issue 26, point 2: a complex's due day and grace days, and the day each capital charge's mora starts.
-- AlterTable
ALTER TABLE "cargos" ADD COLUMN     "inicio_mora" DATE;

-- CreateTable
CREATE TABLE "tesoreria_configuracion" (
    "ph_id" UUID NOT NULL,
    "dia_vencimiento" INTEGER NOT NULL DEFAULT 10,
    "dias_gracia" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "tesoreria_configuracion_pkey" PRIMARY KEY ("ph_id")
);

-- AddForeignKey
ALTER TABLE "tesoreria_configuracion" ADD CONSTRAINT "tesoreria_configuracion_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;
