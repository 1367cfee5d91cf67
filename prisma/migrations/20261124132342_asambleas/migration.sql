-- CreateEnum
CREATE TYPE "AsambleaTipo" AS ENUM ('ordinaria', 'extraordinaria');

-- CreateEnum
CREATE TYPE "AsambleaModalidad" AS ENUM ('presencial', 'no_presencial', 'escrita');

-- CreateEnum
CREATE TYPE "AsambleaConvocante" AS ENUM ('administrador', 'consejo', 'revisor_fiscal', 'propietarios');

-- CreateEnum
CREATE TYPE "AsambleaConvocatoria" AS ENUM ('primera', 'segunda');

-- CreateEnum
CREATE TYPE "AsambleaEstado" AS ENUM ('borrador', 'convocada', 'en_curso', 'cerrada', 'acta_publicada', 'firme', 'sin_quorum', 'cancelada');

-- CreateEnum
CREATE TYPE "AsambleaMedio" AS ENUM ('plataforma', 'externo');

-- CreateEnum
CREATE TYPE "PuntoTipo" AS ENUM ('informativo', 'decision');

-- CreateEnum
CREATE TYPE "PuntoMayoria" AS ENUM ('simple', 'calificada_70');

-- CreateEnum
CREATE TYPE "PuntoPonderacion" AS ENUM ('coeficiente', 'unidad');

-- CreateEnum
CREATE TYPE "PuntoEstado" AS ENUM ('pendiente', 'abierto', 'cerrado');

-- CreateEnum
CREATE TYPE "PoderEstado" AS ENUM ('recibido', 'validado', 'rechazado', 'revocado');

-- CreateEnum
CREATE TYPE "VotoOpcion" AS ENUM ('si', 'no', 'abstencion');

-- CreateEnum
CREATE TYPE "VotoCalidad" AS ENUM ('propietario', 'apoderado');

-- CreateEnum
CREATE TYPE "AsistenciaVia" AS ENUM ('presencial', 'remota');

-- CreateTable
CREATE TABLE "asamblea_configuraciones" (
    "ph_id" UUID NOT NULL,
    "max_poderes_por_apoderado" INTEGER,
    "antelacion_extraordinaria_dias" INTEGER NOT NULL DEFAULT 15,
    "uso_residencial" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "asamblea_configuraciones_pkey" PRIMARY KEY ("ph_id")
);

-- CreateTable
CREATE TABLE "asambleas" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "tipo" "AsambleaTipo" NOT NULL,
    "modalidad" "AsambleaModalidad" NOT NULL,
    "convocante" "AsambleaConvocante" NOT NULL,
    "convocatoria" "AsambleaConvocatoria" NOT NULL DEFAULT 'primera',
    "primera_id" UUID,
    "titulo" TEXT NOT NULL,
    "fecha_hora" TIMESTAMP(3) NOT NULL,
    "lugar" TEXT,
    "enlace" TEXT,
    "estado" "AsambleaEstado" NOT NULL DEFAULT 'borrador',
    "creada_por_id" UUID NOT NULL,
    "convocada_en" TIMESTAMP(3),
    "fecha_convocatoria" DATE,
    "medio" "AsambleaMedio",
    "soporte" TEXT,
    "segunda_fecha_hora" TIMESTAMP(3),
    "instalada_en" TIMESTAMP(3),
    "cerrada_en" TIMESTAMP(3),
    "cancelada_en" TIMESTAMP(3),
    "motivo_cancelacion" TEXT,
    "acta_presidente" TEXT,
    "acta_secretario" TEXT,
    "acta_constancias" TEXT,
    "acta_publicada_en" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "asambleas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "asamblea_puntos" (
    "id" UUID NOT NULL,
    "asamblea_id" UUID NOT NULL,
    "orden" INTEGER NOT NULL,
    "titulo" TEXT NOT NULL,
    "tipo" "PuntoTipo" NOT NULL,
    "contenido_economico" BOOLEAN NOT NULL DEFAULT false,
    "mayoria" "PuntoMayoria" NOT NULL DEFAULT 'simple',
    "ponderacion" "PuntoPonderacion" NOT NULL,
    "estado" "PuntoEstado" NOT NULL DEFAULT 'pendiente',
    "abierto_en" TIMESTAMP(3),
    "cerrado_en" TIMESTAMP(3),
    "presentes_al_cierre" UUID[] DEFAULT ARRAY[]::UUID[],

    CONSTRAINT "asamblea_puntos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "asamblea_padron" (
    "asamblea_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "unidad" TEXT NOT NULL,
    "coeficiente" DECIMAL(9,6) NOT NULL,

    CONSTRAINT "asamblea_padron_pkey" PRIMARY KEY ("asamblea_id","apartamento_id")
);

-- CreateTable
CREATE TABLE "asamblea_adhesiones" (
    "id" UUID NOT NULL,
    "asamblea_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "asamblea_adhesiones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "asamblea_poderes" (
    "id" UUID NOT NULL,
    "asamblea_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "otorgante_id" UUID,
    "registrado_por_id" UUID NOT NULL,
    "apoderado_nombre" TEXT NOT NULL,
    "apoderado_tipo_documento" "TipoDocumento" NOT NULL,
    "apoderado_numero_documento" TEXT NOT NULL,
    "apoderado_email" TEXT NOT NULL,
    "soporte" TEXT,
    "estado" "PoderEstado" NOT NULL,
    "motivo" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "decidido_en" TIMESTAMP(3),

    CONSTRAINT "asamblea_poderes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "asamblea_asistencias" (
    "id" UUID NOT NULL,
    "asamblea_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "nombre" TEXT NOT NULL,
    "calidad" "VotoCalidad" NOT NULL,
    "poder_id" UUID,
    "user_id" UUID,
    "registrada_por_id" UUID NOT NULL,
    "via" "AsistenciaVia" NOT NULL DEFAULT 'presencial',
    "entrada_en" TIMESTAMP(3) NOT NULL,
    "salida_en" TIMESTAMP(3),

    CONSTRAINT "asamblea_asistencias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "asamblea_votos" (
    "id" UUID NOT NULL,
    "punto_id" UUID NOT NULL,
    "asamblea_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "calidad" "VotoCalidad" NOT NULL,
    "opcion" "VotoOpcion" NOT NULL,
    "peso" INTEGER NOT NULL,
    "emitido_en" TIMESTAMP(3) NOT NULL,
    "secuencia" INTEGER NOT NULL,
    "hash_anterior" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "asamblea_votos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "asamblea_impugnaciones" (
    "id" UUID NOT NULL,
    "asamblea_id" UUID NOT NULL,
    "punto_ids" UUID[],
    "radicado" TEXT NOT NULL,
    "juzgado" TEXT NOT NULL,
    "registrada_por_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "asamblea_impugnaciones_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "asambleas_primera_id_key" ON "asambleas"("primera_id");

-- CreateIndex
CREATE INDEX "asambleas_ph_id_fecha_hora_idx" ON "asambleas"("ph_id", "fecha_hora" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "asamblea_puntos_asamblea_id_orden_key" ON "asamblea_puntos"("asamblea_id", "orden");

-- CreateIndex
CREATE UNIQUE INDEX "asamblea_adhesiones_asamblea_id_apartamento_id_key" ON "asamblea_adhesiones"("asamblea_id", "apartamento_id");

-- CreateIndex
CREATE INDEX "asamblea_poderes_asamblea_id_apartamento_id_idx" ON "asamblea_poderes"("asamblea_id", "apartamento_id");

-- CreateIndex
CREATE INDEX "asamblea_poderes_asamblea_id_apoderado_email_idx" ON "asamblea_poderes"("asamblea_id", "apoderado_email");

-- CreateIndex
CREATE INDEX "asamblea_asistencias_asamblea_id_apartamento_id_idx" ON "asamblea_asistencias"("asamblea_id", "apartamento_id");

-- CreateIndex
CREATE UNIQUE INDEX "asamblea_votos_punto_id_apartamento_id_key" ON "asamblea_votos"("punto_id", "apartamento_id");

-- CreateIndex
CREATE UNIQUE INDEX "asamblea_votos_asamblea_id_secuencia_key" ON "asamblea_votos"("asamblea_id", "secuencia");

-- CreateIndex
CREATE INDEX "asamblea_impugnaciones_asamblea_id_idx" ON "asamblea_impugnaciones"("asamblea_id");

-- AddForeignKey
ALTER TABLE "asamblea_configuraciones" ADD CONSTRAINT "asamblea_configuraciones_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asambleas" ADD CONSTRAINT "asambleas_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asambleas" ADD CONSTRAINT "asambleas_primera_id_fkey" FOREIGN KEY ("primera_id") REFERENCES "asambleas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asamblea_puntos" ADD CONSTRAINT "asamblea_puntos_asamblea_id_fkey" FOREIGN KEY ("asamblea_id") REFERENCES "asambleas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asamblea_padron" ADD CONSTRAINT "asamblea_padron_asamblea_id_fkey" FOREIGN KEY ("asamblea_id") REFERENCES "asambleas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asamblea_adhesiones" ADD CONSTRAINT "asamblea_adhesiones_asamblea_id_fkey" FOREIGN KEY ("asamblea_id") REFERENCES "asambleas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asamblea_poderes" ADD CONSTRAINT "asamblea_poderes_asamblea_id_fkey" FOREIGN KEY ("asamblea_id") REFERENCES "asambleas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asamblea_poderes" ADD CONSTRAINT "asamblea_poderes_asamblea_id_apartamento_id_fkey" FOREIGN KEY ("asamblea_id", "apartamento_id") REFERENCES "asamblea_padron"("asamblea_id", "apartamento_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asamblea_asistencias" ADD CONSTRAINT "asamblea_asistencias_asamblea_id_fkey" FOREIGN KEY ("asamblea_id") REFERENCES "asambleas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asamblea_asistencias" ADD CONSTRAINT "asamblea_asistencias_asamblea_id_apartamento_id_fkey" FOREIGN KEY ("asamblea_id", "apartamento_id") REFERENCES "asamblea_padron"("asamblea_id", "apartamento_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asamblea_votos" ADD CONSTRAINT "asamblea_votos_punto_id_fkey" FOREIGN KEY ("punto_id") REFERENCES "asamblea_puntos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asamblea_votos" ADD CONSTRAINT "asamblea_votos_asamblea_id_fkey" FOREIGN KEY ("asamblea_id") REFERENCES "asambleas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asamblea_votos" ADD CONSTRAINT "asamblea_votos_asamblea_id_apartamento_id_fkey" FOREIGN KEY ("asamblea_id", "apartamento_id") REFERENCES "asamblea_padron"("asamblea_id", "apartamento_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asamblea_impugnaciones" ADD CONSTRAINT "asamblea_impugnaciones_asamblea_id_fkey" FOREIGN KEY ("asamblea_id") REFERENCES "asambleas"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A vote is final (the ballot in the box): the database itself refuses to change or remove one.
CREATE FUNCTION asamblea_votos_inmutables() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Un voto emitido no se puede modificar ni eliminar' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

CREATE TRIGGER asamblea_votos_inmutables
  BEFORE UPDATE OR DELETE ON "asamblea_votos"
  FOR EACH ROW EXECUTE FUNCTION asamblea_votos_inmutables();
