-- CreateEnum
CREATE TYPE "EstadoAutorizacion" AS ENUM ('activa', 'usada', 'revocada');

-- CreateEnum
CREATE TYPE "EstadoPaquete" AS ENUM ('recibido', 'entregado');

-- CreateEnum
CREATE TYPE "TipoMinuta" AS ENUM ('inicio_turno', 'fin_turno', 'novedad');

-- CreateTable
CREATE TABLE "autorizaciones" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "nombre_visitante" TEXT NOT NULL,
    "documento" TEXT,
    "placa" TEXT,
    "desde" TIMESTAMP(3) NOT NULL,
    "hasta" TIMESTAMP(3) NOT NULL,
    "usos" INTEGER NOT NULL,
    "usos_restantes" INTEGER NOT NULL,
    "estado" "EstadoAutorizacion" NOT NULL DEFAULT 'activa',
    "codigo_hash" TEXT NOT NULL,
    "creado_por_id" UUID NOT NULL,
    "revocada_en" TIMESTAMP(3),
    "anonimizada_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "autorizaciones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accesos" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "autorizacion_id" UUID,
    "nombre_visitante" TEXT NOT NULL,
    "documento" TEXT,
    "placa" TEXT,
    "autorizado_por" TEXT NOT NULL,
    "entrada_en" TIMESTAMP(3) NOT NULL,
    "salida_en" TIMESTAMP(3),
    "registrado_por_id" UUID NOT NULL,
    "search_text" TEXT NOT NULL DEFAULT '',
    "anonimizado_en" TIMESTAMP(3),

    CONSTRAINT "accesos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "paquetes" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "descripcion" TEXT NOT NULL,
    "remitente" TEXT,
    "estado" "EstadoPaquete" NOT NULL DEFAULT 'recibido',
    "recibido_en" TIMESTAMP(3) NOT NULL,
    "registrado_por_id" UUID NOT NULL,
    "entregado_en" TIMESTAMP(3),
    "entregado_por_id" UUID,
    "recibido_por" TEXT,

    CONSTRAINT "paquetes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "minuta" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "tipo" "TipoMinuta" NOT NULL,
    "texto" TEXT NOT NULL,
    "autor_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "minuta_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "porteria_ajustes" (
    "ph_id" UUID NOT NULL,
    "retencion_dias" INTEGER NOT NULL DEFAULT 180,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "porteria_ajustes_pkey" PRIMARY KEY ("ph_id")
);

-- CreateIndex
CREATE INDEX "autorizaciones_ph_id_desde_idx" ON "autorizaciones"("ph_id", "desde");

-- CreateIndex
CREATE INDEX "autorizaciones_apartamento_id_created_at_idx" ON "autorizaciones"("apartamento_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "autorizaciones_ph_id_codigo_hash_key" ON "autorizaciones"("ph_id", "codigo_hash");

-- CreateIndex
CREATE INDEX "accesos_ph_id_entrada_en_idx" ON "accesos"("ph_id", "entrada_en" DESC);

-- CreateIndex
CREATE INDEX "accesos_apartamento_id_entrada_en_idx" ON "accesos"("apartamento_id", "entrada_en" DESC);

-- CreateIndex
CREATE INDEX "paquetes_ph_id_estado_recibido_en_idx" ON "paquetes"("ph_id", "estado", "recibido_en" DESC);

-- CreateIndex
CREATE INDEX "paquetes_apartamento_id_estado_idx" ON "paquetes"("apartamento_id", "estado");

-- CreateIndex
CREATE INDEX "minuta_ph_id_created_at_idx" ON "minuta"("ph_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "autorizaciones" ADD CONSTRAINT "autorizaciones_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "autorizaciones" ADD CONSTRAINT "autorizaciones_apartamento_id_fkey" FOREIGN KEY ("apartamento_id") REFERENCES "apartamentos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "autorizaciones" ADD CONSTRAINT "autorizaciones_creado_por_id_fkey" FOREIGN KEY ("creado_por_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accesos" ADD CONSTRAINT "accesos_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accesos" ADD CONSTRAINT "accesos_apartamento_id_fkey" FOREIGN KEY ("apartamento_id") REFERENCES "apartamentos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accesos" ADD CONSTRAINT "accesos_autorizacion_id_fkey" FOREIGN KEY ("autorizacion_id") REFERENCES "autorizaciones"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accesos" ADD CONSTRAINT "accesos_registrado_por_id_fkey" FOREIGN KEY ("registrado_por_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "paquetes" ADD CONSTRAINT "paquetes_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "paquetes" ADD CONSTRAINT "paquetes_apartamento_id_fkey" FOREIGN KEY ("apartamento_id") REFERENCES "apartamentos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "paquetes" ADD CONSTRAINT "paquetes_registrado_por_id_fkey" FOREIGN KEY ("registrado_por_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "paquetes" ADD CONSTRAINT "paquetes_entregado_por_id_fkey" FOREIGN KEY ("entregado_por_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "minuta" ADD CONSTRAINT "minuta_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "minuta" ADD CONSTRAINT "minuta_autor_id_fkey" FOREIGN KEY ("autor_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "porteria_ajustes" ADD CONSTRAINT "porteria_ajustes_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The minuta is append-only (a log book: corrections are new entries). The database itself refuses
-- any UPDATE or DELETE of its rows, whoever asks.
CREATE FUNCTION minuta_solo_agregar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'La minuta no admite cambios ni borrados: registra una nueva entrada' USING ERRCODE = 'P0001';
END;
$$;

CREATE TRIGGER minuta_append_only BEFORE UPDATE OR DELETE ON "minuta"
  FOR EACH ROW EXECUTE FUNCTION minuta_solo_agregar();
