-- Pagos en línea (issue 28): each complex's gateway, the owners' checkout intents, the gateway's events and the
-- descuadres for the administrator; an online pago carries the gateway's transaction id, unique (one pago per transaction).

-- CreateEnum
CREATE TYPE "AmbientePasarela" AS ENUM ('pruebas', 'produccion');

-- CreateEnum
CREATE TYPE "TipoCuentaBancaria" AS ENUM ('ahorros', 'corriente');

-- CreateEnum
CREATE TYPE "EstadoIntento" AS ENUM ('pendiente', 'aprobado', 'rechazado', 'anulado', 'error', 'expirado');

-- CreateEnum
CREATE TYPE "ResultadoEvento" AS ENUM ('pendiente', 'aplicado', 'cerrado', 'anulado', 'descuadre', 'duplicado', 'ignorado');

-- CreateEnum
CREATE TYPE "MotivoDescuadre" AS ENUM ('valor', 'moneda', 'referencia_desconocida', 'intento_cerrado', 'anulacion_sin_pago');

-- AlterEnum
ALTER TYPE "MedioPago" ADD VALUE 'pasarela';

-- AlterTable
ALTER TABLE "pagos" ADD COLUMN     "transaccion_pasarela" TEXT;

-- CreateTable
CREATE TABLE "pasarela_config" (
    "ph_id" UUID NOT NULL,
    "proveedor" TEXT NOT NULL DEFAULT 'wompi',
    "llave_publica" TEXT NOT NULL,
    "secreto_integridad" TEXT NOT NULL,
    "secreto_eventos" TEXT NOT NULL,
    "ambiente" "AmbientePasarela" NOT NULL,
    "url_api" TEXT,
    "llave_bre_b" TEXT,
    "banco" TEXT,
    "tipo_cuenta" "TipoCuentaBancaria",
    "numero_cuenta" TEXT,
    "titular_cuenta" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "pasarela_config_pkey" PRIMARY KEY ("ph_id")
);

-- CreateTable
CREATE TABLE "intentos_pago" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "user_id" UUID,
    "referencia" TEXT NOT NULL,
    "valor" INTEGER NOT NULL,
    "estado" "EstadoIntento" NOT NULL DEFAULT 'pendiente',
    "proveedor" TEXT NOT NULL,
    "ambiente" "AmbientePasarela" NOT NULL,
    "url_pago" TEXT NOT NULL,
    "expira_en" TIMESTAMP(3) NOT NULL,
    "transaccion_id" TEXT,
    "medio_pago" TEXT,
    "pago_id" UUID,
    "creado_en" TIMESTAMP(3) NOT NULL,
    "cerrado_en" TIMESTAMP(3),

    CONSTRAINT "intentos_pago_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "eventos_pasarela" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "proveedor" TEXT NOT NULL,
    "tipo" TEXT NOT NULL,
    "transaccion_id" TEXT,
    "referencia" TEXT,
    "estado_transaccion" TEXT,
    "valor_centavos" BIGINT,
    "moneda" TEXT,
    "cuerpo" JSONB NOT NULL,
    "firma_valida" BOOLEAN NOT NULL,
    "resultado" "ResultadoEvento" NOT NULL DEFAULT 'pendiente',
    "recibido_en" TIMESTAMP(3) NOT NULL,
    "procesado_en" TIMESTAMP(3),

    CONSTRAINT "eventos_pasarela_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "descuadres_pasarela" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "evento_id" UUID,
    "intento_id" UUID,
    "motivo" "MotivoDescuadre" NOT NULL,
    "detalle" TEXT NOT NULL,
    "referencia" TEXT,
    "transaccion_id" TEXT,
    "valor_centavos" BIGINT,
    "resuelto" BOOLEAN NOT NULL DEFAULT false,
    "nota" TEXT,
    "resuelto_por_id" UUID,
    "resuelto_en" TIMESTAMP(3),
    "creado_en" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "descuadres_pasarela_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "intentos_pago_referencia_key" ON "intentos_pago"("referencia");

-- CreateIndex
CREATE UNIQUE INDEX "intentos_pago_pago_id_key" ON "intentos_pago"("pago_id");

-- CreateIndex
CREATE INDEX "intentos_pago_ph_id_creado_en_idx" ON "intentos_pago"("ph_id", "creado_en");

-- CreateIndex
CREATE INDEX "intentos_pago_estado_creado_en_idx" ON "intentos_pago"("estado", "creado_en");

-- CreateIndex
CREATE INDEX "intentos_pago_apartamento_id_creado_en_idx" ON "intentos_pago"("apartamento_id", "creado_en");

-- CreateIndex
CREATE INDEX "eventos_pasarela_ph_id_recibido_en_idx" ON "eventos_pasarela"("ph_id", "recibido_en");

-- CreateIndex
CREATE INDEX "eventos_pasarela_transaccion_id_idx" ON "eventos_pasarela"("transaccion_id");

-- CreateIndex
CREATE INDEX "descuadres_pasarela_ph_id_creado_en_idx" ON "descuadres_pasarela"("ph_id", "creado_en");

-- CreateIndex
CREATE UNIQUE INDEX "descuadres_pasarela_evento_id_key" ON "descuadres_pasarela"("evento_id");

-- CreateIndex
CREATE UNIQUE INDEX "pagos_transaccion_pasarela_key" ON "pagos"("transaccion_pasarela");

-- AddForeignKey
ALTER TABLE "pasarela_config" ADD CONSTRAINT "pasarela_config_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "intentos_pago" ADD CONSTRAINT "intentos_pago_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "intentos_pago" ADD CONSTRAINT "intentos_pago_apartamento_id_fkey" FOREIGN KEY ("apartamento_id") REFERENCES "apartamentos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "intentos_pago" ADD CONSTRAINT "intentos_pago_pago_id_fkey" FOREIGN KEY ("pago_id") REFERENCES "pagos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "eventos_pasarela" ADD CONSTRAINT "eventos_pasarela_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "descuadres_pasarela" ADD CONSTRAINT "descuadres_pasarela_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An online pago names its gateway transaction; no other medio carries one (text comparison: a value
-- added to an enum cannot be used as a literal in the transaction that adds it).
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_transaccion_pasarela_medio" CHECK (("medio"::text = 'pasarela') = ("transaccion_pasarela" IS NOT NULL));
