-- Issue 33: complexes as customers: the landing's leads and their funnel, each complex's plan, the monthly targets.

-- CreateEnum
CREATE TYPE "LeadEstado" AS ENUM ('nuevo', 'contactado', 'demo', 'prueba', 'cliente', 'perdido');

-- CreateEnum
CREATE TYPE "PlanClave" AS ENUM ('nucleo_premium', 'modulos_pro', 'elite_plus');

-- CreateEnum
CREATE TYPE "PlanEstado" AS ENUM ('prueba', 'activa', 'suspendida');

-- CreateTable
CREATE TABLE "leads" (
    "id" UUID NOT NULL,
    "nombre" TEXT NOT NULL,
    "conjunto" TEXT NOT NULL,
    "ciudad" TEXT NOT NULL,
    "unidades" INTEGER NOT NULL,
    "telefono" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "estado" "LeadEstado" NOT NULL DEFAULT 'nuevo',
    "consentimiento_texto" TEXT NOT NULL,
    "consentimiento_en" TIMESTAMP(3) NOT NULL,
    "ph_id" UUID,
    "convertido_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "leads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_eventos" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "desde" "LeadEstado",
    "hacia" "LeadEstado" NOT NULL,
    "nota" TEXT NOT NULL,
    "actor_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "lead_eventos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "planes_conjunto" (
    "ph_id" UUID NOT NULL,
    "plan" "PlanClave" NOT NULL,
    "estado" "PlanEstado" NOT NULL,
    "inicio" DATE NOT NULL,
    "precio_acordado" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "planes_conjunto_pkey" PRIMARY KEY ("ph_id")
);

-- CreateTable
CREATE TABLE "metas_comerciales" (
    "periodo" TEXT NOT NULL,
    "nuevos_clientes" INTEGER NOT NULL,
    "mrr" INTEGER NOT NULL,
    "actualizado_por_id" UUID,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "metas_comerciales_pkey" PRIMARY KEY ("periodo")
);

-- CreateIndex
CREATE INDEX "leads_estado_created_at_idx" ON "leads"("estado", "created_at" DESC);

-- CreateIndex
CREATE INDEX "leads_created_at_idx" ON "leads"("created_at" DESC);

-- CreateIndex
CREATE INDEX "leads_convertido_en_idx" ON "leads"("convertido_en");

-- CreateIndex
CREATE INDEX "leads_ph_id_idx" ON "leads"("ph_id");

-- CreateIndex
CREATE INDEX "lead_eventos_lead_id_created_at_idx" ON "lead_eventos"("lead_id", "created_at");

-- CreateIndex
CREATE INDEX "planes_conjunto_estado_plan_idx" ON "planes_conjunto"("estado", "plan");

-- AddForeignKey
ALTER TABLE "leads" ADD CONSTRAINT "leads_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_eventos" ADD CONSTRAINT "lead_eventos_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "planes_conjunto" ADD CONSTRAINT "planes_conjunto_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;
