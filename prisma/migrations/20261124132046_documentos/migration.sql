-- CreateEnum
CREATE TYPE "DocumentoCategoria" AS ENUM ('reglamento', 'actas', 'estados_financieros', 'contratos', 'polizas', 'otros');

-- CreateEnum
CREATE TYPE "DocumentoVisibilidad" AS ENUM ('todos', 'propietarios', 'consejo', 'administracion');

-- CreateTable
CREATE TABLE "documentos" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "autor_id" UUID NOT NULL,
    "titulo" TEXT NOT NULL,
    "descripcion" TEXT NOT NULL DEFAULT '',
    "categoria" "DocumentoCategoria" NOT NULL,
    "visibilidad" "DocumentoVisibilidad" NOT NULL,
    "search_text" TEXT NOT NULL DEFAULT '',
    "archivado_en" TIMESTAMP(3),
    "archivado_por_id" UUID,
    "motivo_archivo" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "actualizado_en" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "documentos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "documento_versiones" (
    "id" UUID NOT NULL,
    "documento_id" UUID NOT NULL,
    "numero" INTEGER NOT NULL,
    "autor_id" UUID NOT NULL,
    "nombre" TEXT NOT NULL,
    "tipo" TEXT NOT NULL,
    "tamano" INTEGER NOT NULL,
    "clave" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "documento_versiones_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "documentos_ph_id_categoria_created_at_idx" ON "documentos"("ph_id", "categoria", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "documento_versiones_documento_id_numero_key" ON "documento_versiones"("documento_id", "numero");

-- AddForeignKey
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_autor_id_fkey" FOREIGN KEY ("autor_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documento_versiones" ADD CONSTRAINT "documento_versiones_documento_id_fkey" FOREIGN KEY ("documento_id") REFERENCES "documentos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documento_versiones" ADD CONSTRAINT "documento_versiones_autor_id_fkey" FOREIGN KEY ("autor_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

