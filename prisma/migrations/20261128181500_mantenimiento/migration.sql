-- CreateEnum
CREATE TYPE "CategoriaActivo" AS ENUM ('ascensor', 'bomba', 'tanque_agua', 'planta_electrica', 'extintor', 'camaras', 'porton', 'piscina', 'otro');

-- CreateEnum
CREATE TYPE "FrecuenciaPlan" AS ENUM ('dias', 'semanas', 'meses', 'anios');

-- CreateEnum
CREATE TYPE "PrioridadOrden" AS ENUM ('baja', 'media', 'alta', 'emergencia');

-- CreateEnum
CREATE TYPE "EstadoOrden" AS ENUM ('abierta', 'asignada', 'en_curso', 'terminada', 'verificada', 'cancelada');

-- CreateEnum
CREATE TYPE "DecisionAprobacion" AS ENUM ('aprobada', 'rechazada');

-- CreateEnum
CREATE TYPE "TipoDocumentoProveedor" AS ENUM ('rut', 'camara_comercio', 'poliza', 'sg_sst', 'certificacion_bancaria', 'otro');

-- CreateEnum
CREATE TYPE "ConceptoRetencion" AS ENUM ('servicios', 'honorarios', 'compras', 'arrendamiento_inmuebles', 'arrendamiento_muebles', 'aseo_vigilancia', 'transporte_carga', 'no_sujeto');

-- CreateEnum
CREATE TYPE "MedioEgreso" AS ENUM ('transferencia', 'cheque', 'efectivo', 'otro');

-- CreateEnum
CREATE TYPE "EstadoEgreso" AS ENUM ('registrado', 'anulado');

-- CreateTable
CREATE TABLE "mantenimiento_configuracion" (
    "ph_id" UUID NOT NULL,
    "umbral_aprobacion" BIGINT,
    "aprobaciones_requeridas" INTEGER NOT NULL DEFAULT 1,
    "dias_anticipacion" INTEGER NOT NULL DEFAULT 15,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "mantenimiento_configuracion_pkey" PRIMARY KEY ("ph_id")
);

-- CreateTable
CREATE TABLE "activos" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "nombre" TEXT NOT NULL,
    "categoria" "CategoriaActivo" NOT NULL,
    "ubicacion" TEXT,
    "marca" TEXT,
    "modelo" TEXT,
    "serie" TEXT,
    "fecha_instalacion" DATE,
    "garantia_hasta" DATE,
    "proveedor_id" UUID,
    "notas" TEXT,
    "archivado_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "activos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "planes_mantenimiento" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "activo_id" UUID,
    "clave" TEXT,
    "titulo" TEXT NOT NULL,
    "descripcion" TEXT,
    "frecuencia" "FrecuenciaPlan" NOT NULL,
    "intervalo" INTEGER NOT NULL,
    "fecha_inicio" DATE NOT NULL,
    "meses_omitidos" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "obligacion_legal" BOOLEAN NOT NULL DEFAULT false,
    "fuente" TEXT,
    "proveedor_id" UUID,
    "costo_estimado" BIGINT,
    "generado_hasta" DATE,
    "archivado_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "planes_mantenimiento_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ordenes_trabajo" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "numero" INTEGER NOT NULL,
    "titulo" TEXT NOT NULL,
    "descripcion" TEXT,
    "prioridad" "PrioridadOrden" NOT NULL DEFAULT 'media',
    "estado" "EstadoOrden" NOT NULL DEFAULT 'abierta',
    "activo_id" UUID,
    "proveedor_id" UUID,
    "plan_id" UUID,
    "fecha_programada" DATE,
    "pqrs_id" UUID,
    "fecha_limite" DATE,
    "costo_estimado" BIGINT,
    "costo_real" BIGINT,
    "requiere_aprobacion" BOOLEAN NOT NULL DEFAULT false,
    "aprobada_en" TIMESTAMP(3),
    "motivo_cancelacion" TEXT,
    "nota_cierre" TEXT,
    "calificacion" INTEGER,
    "comentario_calificacion" TEXT,
    "creado_por_id" UUID,
    "asignada_en" TIMESTAMP(3),
    "iniciada_en" TIMESTAMP(3),
    "terminada_en" TIMESTAMP(3),
    "verificada_en" TIMESTAMP(3),
    "cancelada_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ordenes_trabajo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orden_eventos" (
    "id" UUID NOT NULL,
    "orden_id" UUID NOT NULL,
    "actor_id" UUID,
    "desde" "EstadoOrden",
    "hacia" "EstadoOrden" NOT NULL,
    "nota" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "orden_eventos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orden_aprobaciones" (
    "id" UUID NOT NULL,
    "orden_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "decision" "DecisionAprobacion" NOT NULL,
    "comentario" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "orden_aprobaciones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "adjuntos_mantenimiento" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "activo_id" UUID,
    "orden_id" UUID,
    "autor_id" UUID,
    "nombre" TEXT NOT NULL,
    "tipo" TEXT NOT NULL,
    "tamano" INTEGER NOT NULL,
    "clave" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "adjuntos_mantenimiento_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "proveedores" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "razon_social" TEXT NOT NULL,
    "nit" TEXT NOT NULL,
    "dv" INTEGER NOT NULL,
    "declarante" BOOLEAN NOT NULL DEFAULT true,
    "persona_natural" BOOLEAN NOT NULL DEFAULT false,
    "contacto_nombre" TEXT,
    "email" TEXT,
    "telefono" TEXT,
    "servicios" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "user_id" UUID,
    "archivado_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "proveedores_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contratos_proveedor" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "proveedor_id" UUID NOT NULL,
    "objeto" TEXT NOT NULL,
    "valor" BIGINT NOT NULL,
    "desde" DATE NOT NULL,
    "hasta" DATE,
    "poliza_numero" TEXT,
    "poliza_vence" DATE,
    "archivado_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "contratos_proveedor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "documentos_proveedor" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "proveedor_id" UUID NOT NULL,
    "tipo" "TipoDocumentoProveedor" NOT NULL,
    "vence" DATE,
    "nombre" TEXT,
    "mime" TEXT,
    "tamano" INTEGER,
    "clave" TEXT,
    "alertado_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "documentos_proveedor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "retencion_tarifas" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "anio" INTEGER NOT NULL,
    "concepto" "ConceptoRetencion" NOT NULL,
    "uvt" INTEGER NOT NULL,
    "base_uvt" DECIMAL(9,2) NOT NULL,
    "tarifa_declarante_bp" INTEGER NOT NULL,
    "tarifa_no_declarante_bp" INTEGER NOT NULL,
    "fuente" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "retencion_tarifas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "egresos" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "numero" INTEGER NOT NULL,
    "proveedor_id" UUID NOT NULL,
    "rubro" TEXT NOT NULL,
    "fondo_imprevistos" BOOLEAN NOT NULL DEFAULT false,
    "orden_id" UUID,
    "contrato_id" UUID,
    "concepto" "ConceptoRetencion" NOT NULL,
    "descripcion" TEXT NOT NULL,
    "valor_bruto" BIGINT NOT NULL,
    "base_uvt" DECIMAL(9,2),
    "tarifa_bp" INTEGER NOT NULL,
    "retencion" BIGINT NOT NULL,
    "neto" BIGINT NOT NULL,
    "fecha" DATE NOT NULL,
    "medio" "MedioEgreso" NOT NULL,
    "referencia" TEXT,
    "soporte_nombre" TEXT,
    "soporte_mime" TEXT,
    "soporte_tamano" INTEGER,
    "soporte_clave" TEXT,
    "estado" "EstadoEgreso" NOT NULL DEFAULT 'registrado',
    "motivo_anulacion" TEXT,
    "anulado_en" TIMESTAMP(3),
    "creado_por_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "egresos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "informes_mensuales" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "periodo" TEXT NOT NULL,
    "publicado_por_id" UUID,
    "publicado_en" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "informes_mensuales_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "activos_ph_id_archivado_en_nombre_idx" ON "activos"("ph_id", "archivado_en", "nombre");

-- CreateIndex
CREATE INDEX "planes_mantenimiento_ph_id_archivado_en_idx" ON "planes_mantenimiento"("ph_id", "archivado_en");

-- CreateIndex
CREATE UNIQUE INDEX "planes_mantenimiento_ph_id_clave_key" ON "planes_mantenimiento"("ph_id", "clave");

-- CreateIndex
CREATE UNIQUE INDEX "ordenes_trabajo_pqrs_id_key" ON "ordenes_trabajo"("pqrs_id");

-- CreateIndex
CREATE INDEX "ordenes_trabajo_ph_id_estado_created_at_idx" ON "ordenes_trabajo"("ph_id", "estado", "created_at" DESC);

-- CreateIndex
CREATE INDEX "ordenes_trabajo_proveedor_id_estado_idx" ON "ordenes_trabajo"("proveedor_id", "estado");

-- CreateIndex
CREATE UNIQUE INDEX "ordenes_trabajo_ph_id_numero_key" ON "ordenes_trabajo"("ph_id", "numero");

-- CreateIndex
CREATE UNIQUE INDEX "ordenes_trabajo_plan_id_fecha_programada_key" ON "ordenes_trabajo"("plan_id", "fecha_programada");

-- CreateIndex
CREATE INDEX "orden_eventos_orden_id_created_at_idx" ON "orden_eventos"("orden_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "orden_aprobaciones_orden_id_user_id_key" ON "orden_aprobaciones"("orden_id", "user_id");

-- CreateIndex
CREATE INDEX "adjuntos_mantenimiento_activo_id_idx" ON "adjuntos_mantenimiento"("activo_id");

-- CreateIndex
CREATE INDEX "adjuntos_mantenimiento_orden_id_idx" ON "adjuntos_mantenimiento"("orden_id");

-- CreateIndex
CREATE INDEX "proveedores_ph_id_archivado_en_razon_social_idx" ON "proveedores"("ph_id", "archivado_en", "razon_social");

-- CreateIndex
CREATE INDEX "proveedores_user_id_idx" ON "proveedores"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "proveedores_ph_id_nit_key" ON "proveedores"("ph_id", "nit");

-- CreateIndex
CREATE INDEX "contratos_proveedor_proveedor_id_idx" ON "contratos_proveedor"("proveedor_id");

-- CreateIndex
CREATE INDEX "documentos_proveedor_proveedor_id_tipo_created_at_idx" ON "documentos_proveedor"("proveedor_id", "tipo", "created_at" DESC);

-- CreateIndex
CREATE INDEX "documentos_proveedor_ph_id_vence_idx" ON "documentos_proveedor"("ph_id", "vence");

-- CreateIndex
CREATE UNIQUE INDEX "retencion_tarifas_ph_id_anio_concepto_key" ON "retencion_tarifas"("ph_id", "anio", "concepto");

-- CreateIndex
CREATE INDEX "egresos_ph_id_fecha_numero_idx" ON "egresos"("ph_id", "fecha" DESC, "numero" DESC);

-- CreateIndex
CREATE INDEX "egresos_proveedor_id_fecha_idx" ON "egresos"("proveedor_id", "fecha");

-- CreateIndex
CREATE UNIQUE INDEX "egresos_ph_id_numero_key" ON "egresos"("ph_id", "numero");

-- CreateIndex
CREATE UNIQUE INDEX "informes_mensuales_ph_id_periodo_key" ON "informes_mensuales"("ph_id", "periodo");

-- AddForeignKey
ALTER TABLE "mantenimiento_configuracion" ADD CONSTRAINT "mantenimiento_configuracion_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activos" ADD CONSTRAINT "activos_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activos" ADD CONSTRAINT "activos_proveedor_id_fkey" FOREIGN KEY ("proveedor_id") REFERENCES "proveedores"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "planes_mantenimiento" ADD CONSTRAINT "planes_mantenimiento_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "planes_mantenimiento" ADD CONSTRAINT "planes_mantenimiento_activo_id_fkey" FOREIGN KEY ("activo_id") REFERENCES "activos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "planes_mantenimiento" ADD CONSTRAINT "planes_mantenimiento_proveedor_id_fkey" FOREIGN KEY ("proveedor_id") REFERENCES "proveedores"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ordenes_trabajo" ADD CONSTRAINT "ordenes_trabajo_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ordenes_trabajo" ADD CONSTRAINT "ordenes_trabajo_activo_id_fkey" FOREIGN KEY ("activo_id") REFERENCES "activos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ordenes_trabajo" ADD CONSTRAINT "ordenes_trabajo_proveedor_id_fkey" FOREIGN KEY ("proveedor_id") REFERENCES "proveedores"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ordenes_trabajo" ADD CONSTRAINT "ordenes_trabajo_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "planes_mantenimiento"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ordenes_trabajo" ADD CONSTRAINT "ordenes_trabajo_pqrs_id_fkey" FOREIGN KEY ("pqrs_id") REFERENCES "pqrs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ordenes_trabajo" ADD CONSTRAINT "ordenes_trabajo_creado_por_id_fkey" FOREIGN KEY ("creado_por_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orden_eventos" ADD CONSTRAINT "orden_eventos_orden_id_fkey" FOREIGN KEY ("orden_id") REFERENCES "ordenes_trabajo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orden_eventos" ADD CONSTRAINT "orden_eventos_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orden_aprobaciones" ADD CONSTRAINT "orden_aprobaciones_orden_id_fkey" FOREIGN KEY ("orden_id") REFERENCES "ordenes_trabajo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orden_aprobaciones" ADD CONSTRAINT "orden_aprobaciones_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "adjuntos_mantenimiento" ADD CONSTRAINT "adjuntos_mantenimiento_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "adjuntos_mantenimiento" ADD CONSTRAINT "adjuntos_mantenimiento_activo_id_fkey" FOREIGN KEY ("activo_id") REFERENCES "activos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "adjuntos_mantenimiento" ADD CONSTRAINT "adjuntos_mantenimiento_orden_id_fkey" FOREIGN KEY ("orden_id") REFERENCES "ordenes_trabajo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "adjuntos_mantenimiento" ADD CONSTRAINT "adjuntos_mantenimiento_autor_id_fkey" FOREIGN KEY ("autor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "proveedores" ADD CONSTRAINT "proveedores_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "proveedores" ADD CONSTRAINT "proveedores_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contratos_proveedor" ADD CONSTRAINT "contratos_proveedor_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contratos_proveedor" ADD CONSTRAINT "contratos_proveedor_proveedor_id_fkey" FOREIGN KEY ("proveedor_id") REFERENCES "proveedores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documentos_proveedor" ADD CONSTRAINT "documentos_proveedor_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documentos_proveedor" ADD CONSTRAINT "documentos_proveedor_proveedor_id_fkey" FOREIGN KEY ("proveedor_id") REFERENCES "proveedores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retencion_tarifas" ADD CONSTRAINT "retencion_tarifas_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "egresos" ADD CONSTRAINT "egresos_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "egresos" ADD CONSTRAINT "egresos_proveedor_id_fkey" FOREIGN KEY ("proveedor_id") REFERENCES "proveedores"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "egresos" ADD CONSTRAINT "egresos_orden_id_fkey" FOREIGN KEY ("orden_id") REFERENCES "ordenes_trabajo"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "egresos" ADD CONSTRAINT "egresos_contrato_id_fkey" FOREIGN KEY ("contrato_id") REFERENCES "contratos_proveedor"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "informes_mensuales" ADD CONSTRAINT "informes_mensuales_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

