-- CreateTable
CREATE TABLE "pqrs_adjuntos" (
    "id" UUID NOT NULL,
    "pqrs_id" UUID NOT NULL,
    "comentario_id" UUID,
    "autor_id" UUID NOT NULL,
    "nombre" TEXT NOT NULL,
    "tipo" TEXT NOT NULL,
    "tamano" INTEGER NOT NULL,
    "clave" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "pqrs_adjuntos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "pqrs_adjuntos_pqrs_id_comentario_id_idx" ON "pqrs_adjuntos"("pqrs_id", "comentario_id");

-- AddForeignKey
ALTER TABLE "pqrs_adjuntos" ADD CONSTRAINT "pqrs_adjuntos_pqrs_id_fkey" FOREIGN KEY ("pqrs_id") REFERENCES "pqrs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

