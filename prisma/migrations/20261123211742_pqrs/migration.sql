-- CreateEnum
CREATE TYPE "PqrsTipo" AS ENUM ('peticion', 'queja', 'reclamo', 'sugerencia');

-- CreateEnum
CREATE TYPE "PqrsSubtipo" AS ENUM ('general', 'documentos', 'consulta');

-- CreateEnum
CREATE TYPE "PqrsEstado" AS ENUM ('radicada', 'en_tramite', 'en_espera_solicitante', 'respondida', 'cerrada', 'reabierta', 'anulada');

-- CreateTable
CREATE TABLE "pqrs" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "anio" INTEGER NOT NULL,
    "numero" INTEGER NOT NULL,
    "radicado" TEXT NOT NULL,
    "tipo" "PqrsTipo" NOT NULL,
    "subtipo" "PqrsSubtipo" NOT NULL,
    "asunto" TEXT NOT NULL,
    "descripcion" TEXT NOT NULL,
    "apartamento_id" UUID,
    "solicitante_id" UUID NOT NULL,
    "asignado_id" UUID,
    "estado" "PqrsEstado" NOT NULL DEFAULT 'radicada',
    "fecha_radicacion" TIMESTAMP(3) NOT NULL,
    "fecha_inicio" DATE NOT NULL,
    "termino_dias" INTEGER,
    "fecha_vencimiento" DATE,
    "espera_desde" DATE,
    "prorroga_dias" INTEGER,
    "prorroga_motivo" TEXT,
    "respuesta" TEXT,
    "respondida_en" TIMESTAMP(3),
    "cerrada_en" TIMESTAMP(3),
    "motivo_anulacion" TEXT,
    "search_text" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "pqrs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pqrs_consecutivos" (
    "ph_id" UUID NOT NULL,
    "anio" INTEGER NOT NULL,
    "ultimo" INTEGER NOT NULL,

    CONSTRAINT "pqrs_consecutivos_pkey" PRIMARY KEY ("ph_id","anio")
);

-- CreateTable
CREATE TABLE "pqrs_eventos" (
    "id" UUID NOT NULL,
    "pqrs_id" UUID NOT NULL,
    "actor_id" UUID,
    "tipo" TEXT NOT NULL,
    "estado_anterior" "PqrsEstado",
    "estado_nuevo" "PqrsEstado",
    "texto" TEXT,
    "interno" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "pqrs_eventos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pqrs_comentarios" (
    "id" UUID NOT NULL,
    "pqrs_id" UUID NOT NULL,
    "autor_id" UUID NOT NULL,
    "texto" TEXT NOT NULL,
    "interno" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "pqrs_comentarios_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "pqrs_ph_id_created_at_id_idx" ON "pqrs"("ph_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "pqrs_ph_id_estado_fecha_vencimiento_idx" ON "pqrs"("ph_id", "estado", "fecha_vencimiento");

-- CreateIndex
CREATE INDEX "pqrs_solicitante_id_created_at_idx" ON "pqrs"("solicitante_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "pqrs_ph_id_anio_numero_key" ON "pqrs"("ph_id", "anio", "numero");

-- CreateIndex
CREATE INDEX "pqrs_eventos_pqrs_id_created_at_idx" ON "pqrs_eventos"("pqrs_id", "created_at");

-- CreateIndex
CREATE INDEX "pqrs_comentarios_pqrs_id_created_at_idx" ON "pqrs_comentarios"("pqrs_id", "created_at");

-- AddForeignKey
ALTER TABLE "pqrs" ADD CONSTRAINT "pqrs_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pqrs" ADD CONSTRAINT "pqrs_apartamento_id_fkey" FOREIGN KEY ("apartamento_id") REFERENCES "apartamentos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pqrs" ADD CONSTRAINT "pqrs_solicitante_id_fkey" FOREIGN KEY ("solicitante_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pqrs" ADD CONSTRAINT "pqrs_asignado_id_fkey" FOREIGN KEY ("asignado_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pqrs_eventos" ADD CONSTRAINT "pqrs_eventos_pqrs_id_fkey" FOREIGN KEY ("pqrs_id") REFERENCES "pqrs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pqrs_eventos" ADD CONSTRAINT "pqrs_eventos_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pqrs_comentarios" ADD CONSTRAINT "pqrs_comentarios_pqrs_id_fkey" FOREIGN KEY ("pqrs_id") REFERENCES "pqrs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pqrs_comentarios" ADD CONSTRAINT "pqrs_comentarios_autor_id_fkey" FOREIGN KEY ("autor_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

