-- CreateEnum
CREATE TYPE "EstadoPresupuesto" AS ENUM ('borrador', 'aprobado');

-- CreateEnum
CREATE TYPE "EstadoFacturacion" AS ENUM ('borrador', 'emitida', 'anulada');

-- CreateEnum
CREATE TYPE "TipoCargo" AS ENUM ('ordinaria', 'extraordinaria', 'interes', 'adicional');

-- CreateEnum
CREATE TYPE "EstadoCargo" AS ENUM ('borrador', 'vigente', 'anulado');

-- CreateEnum
CREATE TYPE "MedioPago" AS ENUM ('transferencia', 'consignacion', 'efectivo', 'pse', 'otro');

-- CreateEnum
CREATE TYPE "EstadoPago" AS ENUM ('aplicado', 'anulado');

-- CreateTable
CREATE TABLE "presupuestos" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "anio" INTEGER NOT NULL,
    "porcentaje_imprevistos" DECIMAL(5,2) NOT NULL,
    "rubros" JSONB NOT NULL,
    "total_rubros" BIGINT NOT NULL,
    "valor_imprevistos" BIGINT NOT NULL,
    "total_anual" BIGINT NOT NULL,
    "cuota_mensual_total" BIGINT NOT NULL,
    "estado" "EstadoPresupuesto" NOT NULL DEFAULT 'borrador',
    "acta_referencia" TEXT,
    "aprobado_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "presupuestos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "facturaciones" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "periodo" TEXT NOT NULL,
    "fecha_vencimiento" DATE NOT NULL,
    "estado" "EstadoFacturacion" NOT NULL DEFAULT 'borrador',
    "total" BIGINT NOT NULL,
    "cargos" INTEGER NOT NULL,
    "emitida_en" TIMESTAMP(3),
    "anulada_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "facturaciones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cuentas_cobro" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "facturacion_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "numero" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cuentas_cobro_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cuotas_extraordinarias" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "concepto" TEXT NOT NULL,
    "valor_total" BIGINT NOT NULL,
    "cuotas" INTEGER NOT NULL,
    "desde" TEXT NOT NULL,
    "acta_referencia" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cuotas_extraordinarias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cargos" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "facturacion_id" UUID,
    "tipo" "TipoCargo" NOT NULL,
    "concepto" TEXT NOT NULL,
    "periodo" TEXT NOT NULL,
    "fecha" DATE NOT NULL,
    "fecha_vencimiento" DATE NOT NULL,
    "valor" INTEGER NOT NULL,
    "genera_mora" BOOLEAN NOT NULL,
    "estado" "EstadoCargo" NOT NULL DEFAULT 'borrador',
    "origen_cargo_id" UUID,
    "mora_desde" DATE,
    "mora_hasta" DATE,
    "anulado_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cargos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pagos" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "numero_recibo" INTEGER NOT NULL,
    "valor" INTEGER NOT NULL,
    "fecha" DATE NOT NULL,
    "medio" "MedioPago" NOT NULL,
    "referencia" TEXT,
    "estado" "EstadoPago" NOT NULL DEFAULT 'aplicado',
    "motivo_anulacion" TEXT,
    "anulado_en" TIMESTAMP(3),
    "import_key" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pagos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "aplicaciones_pago" (
    "id" UUID NOT NULL,
    "pago_id" UUID NOT NULL,
    "cargo_id" UUID NOT NULL,
    "valor" INTEGER NOT NULL,
    "fecha" DATE NOT NULL,
    "anulada_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "aplicaciones_pago_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tasas_mora" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "periodo" TEXT NOT NULL,
    "interes_bancario_corriente_ea" DECIMAL(9,6) NOT NULL,
    "tasa_asamblea_ea" DECIMAL(9,6),
    "tasa_aplicada_ea" DECIMAL(9,6) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "tasas_mora_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "paz_y_salvos" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "codigo" TEXT NOT NULL,
    "fecha" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "paz_y_salvos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "presupuestos_ph_id_anio_idx" ON "presupuestos"("ph_id", "anio");

-- CreateIndex
CREATE UNIQUE INDEX "presupuesto_aprobado_key" ON "presupuestos"("ph_id", "anio") WHERE (estado = 'aprobado');

-- CreateIndex
CREATE INDEX "facturaciones_ph_id_periodo_idx" ON "facturaciones"("ph_id", "periodo");

-- CreateIndex
CREATE UNIQUE INDEX "facturacion_periodo_vigente_key" ON "facturaciones"("ph_id", "periodo") WHERE (estado <> 'anulada');

-- CreateIndex
CREATE INDEX "cuentas_cobro_apartamento_id_idx" ON "cuentas_cobro"("apartamento_id");

-- CreateIndex
CREATE UNIQUE INDEX "cuentas_cobro_ph_id_numero_key" ON "cuentas_cobro"("ph_id", "numero");

-- CreateIndex
CREATE UNIQUE INDEX "cuentas_cobro_facturacion_id_apartamento_id_key" ON "cuentas_cobro"("facturacion_id", "apartamento_id");

-- CreateIndex
CREATE INDEX "cuotas_extraordinarias_ph_id_desde_idx" ON "cuotas_extraordinarias"("ph_id", "desde");

-- CreateIndex
CREATE INDEX "cargos_apartamento_id_estado_idx" ON "cargos"("apartamento_id", "estado");

-- CreateIndex
CREATE INDEX "cargos_ph_id_estado_idx" ON "cargos"("ph_id", "estado");

-- CreateIndex
CREATE INDEX "cargos_facturacion_id_idx" ON "cargos"("facturacion_id");

-- CreateIndex
CREATE INDEX "cargos_origen_cargo_id_idx" ON "cargos"("origen_cargo_id");

-- CreateIndex
CREATE INDEX "pagos_apartamento_id_fecha_idx" ON "pagos"("apartamento_id", "fecha");

-- CreateIndex
CREATE INDEX "pagos_ph_id_created_at_idx" ON "pagos"("ph_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "pagos_ph_id_numero_recibo_key" ON "pagos"("ph_id", "numero_recibo");

-- CreateIndex
CREATE UNIQUE INDEX "pagos_ph_id_import_key_key" ON "pagos"("ph_id", "import_key");

-- CreateIndex
CREATE INDEX "aplicaciones_pago_pago_id_idx" ON "aplicaciones_pago"("pago_id");

-- CreateIndex
CREATE INDEX "aplicaciones_pago_cargo_id_idx" ON "aplicaciones_pago"("cargo_id");

-- CreateIndex
CREATE UNIQUE INDEX "tasas_mora_ph_id_periodo_key" ON "tasas_mora"("ph_id", "periodo");

-- CreateIndex
CREATE UNIQUE INDEX "paz_y_salvos_codigo_key" ON "paz_y_salvos"("codigo");

-- CreateIndex
CREATE INDEX "paz_y_salvos_apartamento_id_idx" ON "paz_y_salvos"("apartamento_id");

-- AddForeignKey
ALTER TABLE "presupuestos" ADD CONSTRAINT "presupuestos_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "facturaciones" ADD CONSTRAINT "facturaciones_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cuentas_cobro" ADD CONSTRAINT "cuentas_cobro_facturacion_id_fkey" FOREIGN KEY ("facturacion_id") REFERENCES "facturaciones"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cuentas_cobro" ADD CONSTRAINT "cuentas_cobro_apartamento_id_fkey" FOREIGN KEY ("apartamento_id") REFERENCES "apartamentos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cuotas_extraordinarias" ADD CONSTRAINT "cuotas_extraordinarias_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cargos" ADD CONSTRAINT "cargos_apartamento_id_fkey" FOREIGN KEY ("apartamento_id") REFERENCES "apartamentos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cargos" ADD CONSTRAINT "cargos_facturacion_id_fkey" FOREIGN KEY ("facturacion_id") REFERENCES "facturaciones"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_apartamento_id_fkey" FOREIGN KEY ("apartamento_id") REFERENCES "apartamentos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "aplicaciones_pago" ADD CONSTRAINT "aplicaciones_pago_pago_id_fkey" FOREIGN KEY ("pago_id") REFERENCES "pagos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "aplicaciones_pago" ADD CONSTRAINT "aplicaciones_pago_cargo_id_fkey" FOREIGN KEY ("cargo_id") REFERENCES "cargos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tasas_mora" ADD CONSTRAINT "tasas_mora_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "paz_y_salvos" ADD CONSTRAINT "paz_y_salvos_apartamento_id_fkey" FOREIGN KEY ("apartamento_id") REFERENCES "apartamentos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

