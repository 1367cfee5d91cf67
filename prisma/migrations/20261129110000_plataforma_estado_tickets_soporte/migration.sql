-- Issue 33: the API processes' heartbeats (GET /api/plataforma/estado) and support tickets with their thread and read-only support accesses.

-- CreateEnum
CREATE TYPE "EstadoTicket" AS ENUM ('abierto', 'en_progreso', 'resuelto', 'cerrado');

-- CreateEnum
CREATE TYPE "PrioridadTicket" AS ENUM ('baja', 'media', 'alta');

-- CreateTable
CREATE TABLE "procesos_latido" (
    "id" UUID NOT NULL,
    "host" VARCHAR(255) NOT NULL,
    "pid" INTEGER NOT NULL,
    "version" VARCHAR(40) NOT NULL,
    "iniciado_el" TIMESTAMP(3) NOT NULL,
    "ultimo_latido" TIMESTAMP(3) NOT NULL,
    "detenido_el" TIMESTAMP(3),

    CONSTRAINT "procesos_latido_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tickets_soporte" (
    "id" UUID NOT NULL,
    "numero" SERIAL NOT NULL,
    "ph_id" UUID NOT NULL,
    "solicitante_id" UUID NOT NULL,
    "asignado_id" UUID,
    "asunto" VARCHAR(150) NOT NULL,
    "descripcion" TEXT NOT NULL,
    "prioridad" "PrioridadTicket" NOT NULL DEFAULT 'media',
    "estado" "EstadoTicket" NOT NULL DEFAULT 'abierto',
    "creado_el" TIMESTAMP(3) NOT NULL,
    "actualizado_el" TIMESTAMP(3) NOT NULL,
    "primera_respuesta_el" TIMESTAMP(3),

    CONSTRAINT "tickets_soporte_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tickets_soporte_mensajes" (
    "id" UUID NOT NULL,
    "ticket_id" UUID NOT NULL,
    "autor_id" UUID NOT NULL,
    "de_soporte" BOOLEAN NOT NULL,
    "texto" TEXT NOT NULL,
    "creado_el" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "tickets_soporte_mensajes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accesos_soporte" (
    "id" UUID NOT NULL,
    "ticket_id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "agente_id" UUID NOT NULL,
    "motivo" VARCHAR(300) NOT NULL,
    "desde" TIMESTAMP(3) NOT NULL,
    "hasta" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "accesos_soporte_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "procesos_latido_ultimo_latido_idx" ON "procesos_latido"("ultimo_latido");

-- CreateIndex
CREATE INDEX "tickets_soporte_estado_creado_el_idx" ON "tickets_soporte"("estado", "creado_el");

-- CreateIndex
CREATE INDEX "tickets_soporte_ph_id_creado_el_idx" ON "tickets_soporte"("ph_id", "creado_el" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "tickets_soporte_numero_key" ON "tickets_soporte"("numero");

-- CreateIndex
CREATE INDEX "tickets_soporte_mensajes_ticket_id_creado_el_idx" ON "tickets_soporte_mensajes"("ticket_id", "creado_el");

-- CreateIndex
CREATE INDEX "accesos_soporte_agente_id_hasta_idx" ON "accesos_soporte"("agente_id", "hasta");

-- CreateIndex
CREATE INDEX "accesos_soporte_ph_id_desde_idx" ON "accesos_soporte"("ph_id", "desde" DESC);

-- AddForeignKey
ALTER TABLE "tickets_soporte_mensajes" ADD CONSTRAINT "tickets_soporte_mensajes_ticket_id_fkey" FOREIGN KEY ("ticket_id") REFERENCES "tickets_soporte"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accesos_soporte" ADD CONSTRAINT "accesos_soporte_ticket_id_fkey" FOREIGN KEY ("ticket_id") REFERENCES "tickets_soporte"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The files attached to a ticket.
-- CreateTable
CREATE TABLE "tickets_soporte_adjuntos" (
    "id" UUID NOT NULL,
    "ticket_id" UUID NOT NULL,
    "autor_id" UUID NOT NULL,
    "nombre" VARCHAR(200) NOT NULL,
    "tipo" VARCHAR(100) NOT NULL,
    "tamano" INTEGER NOT NULL,
    "clave" TEXT NOT NULL,
    "creado_el" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "tickets_soporte_adjuntos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "tickets_soporte_adjuntos_ticket_id_creado_el_idx" ON "tickets_soporte_adjuntos"("ticket_id", "creado_el");

-- AddForeignKey
ALTER TABLE "tickets_soporte_adjuntos" ADD CONSTRAINT "tickets_soporte_adjuntos_ticket_id_fkey" FOREIGN KEY ("ticket_id") REFERENCES "tickets_soporte"("id") ON DELETE CASCADE ON UPDATE CASCADE;
