-- Reservas de zonas comunes (issue 17). btree_gist gives GiST the uuid equality the exclusion
-- constraint below needs (zona_id WITH =); on the embedded PGlite it is loaded as a contrib extension.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- CreateEnum
CREATE TYPE "EstadoReserva" AS ENUM ('solicitada', 'aprobada', 'rechazada', 'cumplida', 'no_show', 'cancelada');

-- CreateTable
CREATE TABLE "zonas" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "nombre" TEXT NOT NULL,
    "descripcion" TEXT NOT NULL DEFAULT '',
    "aforo" INTEGER NOT NULL,
    "duracion_slot_min" INTEGER NOT NULL,
    "horario" JSONB NOT NULL,
    "anticipacion_min_horas" INTEGER NOT NULL,
    "anticipacion_max_dias" INTEGER NOT NULL,
    "max_reservas_por_unidad_mes" INTEGER NOT NULL,
    "tarifa" INTEGER NOT NULL DEFAULT 0,
    "deposito" INTEGER NOT NULL DEFAULT 0,
    "requiere_aprobacion" BOOLEAN NOT NULL,
    "bloquea_morosos" BOOLEAN NOT NULL,
    "activa" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "zonas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reservas" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "zona_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "solicitante_id" UUID NOT NULL,
    "inicio" TIMESTAMPTZ(3) NOT NULL,
    "fin" TIMESTAMPTZ(3) NOT NULL,
    "asistentes" INTEGER NOT NULL,
    "estado" "EstadoReserva" NOT NULL DEFAULT 'solicitada',
    "tarifa" INTEGER NOT NULL,
    "deposito" INTEGER NOT NULL,
    "cargo_id" UUID,
    "motivo" TEXT,
    "decidida_por_id" UUID,
    "decidida_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "reservas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reserva_feeds" (
    "apartamento_id" UUID NOT NULL,
    "token" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "reserva_feeds_pkey" PRIMARY KEY ("apartamento_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "zonas_ph_id_nombre_key" ON "zonas"("ph_id", "nombre");

-- CreateIndex
CREATE UNIQUE INDEX "reservas_cargo_id_key" ON "reservas"("cargo_id");

-- CreateIndex
CREATE INDEX "reservas_zona_id_inicio_idx" ON "reservas"("zona_id", "inicio");

-- CreateIndex
CREATE INDEX "reservas_apartamento_id_inicio_idx" ON "reservas"("apartamento_id", "inicio");

-- CreateIndex
CREATE INDEX "reservas_ph_id_estado_inicio_idx" ON "reservas"("ph_id", "estado", "inicio");

-- CreateIndex
CREATE UNIQUE INDEX "reserva_feeds_token_key" ON "reserva_feeds"("token");

-- AddForeignKey
ALTER TABLE "zonas" ADD CONSTRAINT "zonas_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_zona_id_fkey" FOREIGN KEY ("zona_id") REFERENCES "zonas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_apartamento_id_fkey" FOREIGN KEY ("apartamento_id") REFERENCES "apartamentos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_solicitante_id_fkey" FOREIGN KEY ("solicitante_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reserva_feeds" ADD CONSTRAINT "reserva_feeds_apartamento_id_fkey" FOREIGN KEY ("apartamento_id") REFERENCES "apartamentos"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A slot is booked once: two live bookings (not rechazada/cancelada) of one zone never overlap,
-- enforced by the database itself so concurrent requests cannot both win. Half-open ranges: a
-- booking ending at 10:00 and the next starting at 10:00 do not overlap.
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_fin_despues_de_inicio" CHECK ("fin" > "inicio");
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_sin_traslape" EXCLUDE USING gist (
  "zona_id" WITH =,
  tstzrange("inicio", "fin", '[)') WITH &&
) WHERE ("estado" IN ('solicitada', 'aprobada', 'cumplida', 'no_show'));
