-- CreateEnum
CREATE TYPE "ImportacionStatus" AS ENUM ('pendiente', 'aplicada');

-- AlterEnum
ALTER TYPE "OneTimeTokenPurpose" ADD VALUE 'email_change';

-- AlterTable
ALTER TABLE "one_time_tokens" ADD COLUMN     "email" TEXT;

-- AlterTable
ALTER TABLE "residentes" ALTER COLUMN "email" DROP NOT NULL;

-- CreateTable
CREATE TABLE "coeficiente_historial" (
    "id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "valor" DECIMAL(9,6) NOT NULL,
    "vigente_desde" TIMESTAMP(3) NOT NULL,
    "referencia" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coeficiente_historial_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "importaciones" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "created_by_id" UUID,
    "archivo" TEXT NOT NULL,
    "status" "ImportacionStatus" NOT NULL DEFAULT 'pendiente',
    "filas" JSONB NOT NULL,
    "resumen" JSONB NOT NULL,
    "errores" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "applied_at" TIMESTAMP(3),

    CONSTRAINT "importaciones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_settings" (
    "user_id" UUID NOT NULL,
    "telefono" TEXT,
    "notif_anuncios" BOOLEAN NOT NULL DEFAULT true,
    "notif_pagos" BOOLEAN NOT NULL DEFAULT true,
    "notif_pqrs" BOOLEAN NOT NULL DEFAULT true,
    "notif_asambleas" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "user_settings_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "coeficiente_historial_apartamento_id_vigente_desde_idx" ON "coeficiente_historial"("apartamento_id", "vigente_desde");

-- CreateIndex
CREATE INDEX "importaciones_ph_id_created_at_idx" ON "importaciones"("ph_id", "created_at");

-- AddForeignKey
ALTER TABLE "coeficiente_historial" ADD CONSTRAINT "coeficiente_historial_apartamento_id_fkey" FOREIGN KEY ("apartamento_id") REFERENCES "apartamentos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "importaciones" ADD CONSTRAINT "importaciones_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Backfill: each existing unit's current coeficiente becomes its first history entry (in force since the unit was created).
INSERT INTO "coeficiente_historial" ("id", "apartamento_id", "valor", "vigente_desde", "created_at")
SELECT gen_random_uuid(), "id", "coeficiente", "created_at", CURRENT_TIMESTAMP FROM "apartamentos";
