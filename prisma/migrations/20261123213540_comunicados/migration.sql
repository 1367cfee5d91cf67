-- CreateTable
CREATE TABLE "comunicados" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "autor_id" UUID NOT NULL,
    "titulo" TEXT NOT NULL,
    "cuerpo" TEXT NOT NULL,
    "audiencia" JSONB NOT NULL,
    "enviar_email" BOOLEAN NOT NULL DEFAULT false,
    "obligatorio" BOOLEAN NOT NULL DEFAULT false,
    "fijado" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "comunicados_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "comunicado_lecturas" (
    "comunicado_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "leido_en" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "comunicado_lecturas_pkey" PRIMARY KEY ("comunicado_id","user_id")
);

-- CreateIndex
CREATE INDEX "comunicados_ph_id_fijado_created_at_idx" ON "comunicados"("ph_id", "fijado" DESC, "created_at" DESC);

-- CreateIndex
CREATE INDEX "comunicado_lecturas_user_id_idx" ON "comunicado_lecturas"("user_id");

-- AddForeignKey
ALTER TABLE "comunicados" ADD CONSTRAINT "comunicados_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comunicados" ADD CONSTRAINT "comunicados_autor_id_fkey" FOREIGN KEY ("autor_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comunicado_lecturas" ADD CONSTRAINT "comunicado_lecturas_comunicado_id_fkey" FOREIGN KEY ("comunicado_id") REFERENCES "comunicados"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comunicado_lecturas" ADD CONSTRAINT "comunicado_lecturas_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

