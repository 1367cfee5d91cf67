-- Issue 25 (#3, #13): a poder binds to the account that accepts the link mailed to its apoderado.
-- Existing poderes stay unaccepted (they grant nothing until the apoderado accepts a new poder).
-- AlterTable
ALTER TABLE "asamblea_poderes" ADD COLUMN     "aceptacion_token_hash" TEXT,
ADD COLUMN     "aceptacion_vence_en" TIMESTAMP(3),
ADD COLUMN     "aceptado_en" TIMESTAMP(3),
ADD COLUMN     "apoderado_user_id" UUID;

-- CreateIndex
CREATE INDEX "asamblea_poderes_asamblea_id_apoderado_user_id_idx" ON "asamblea_poderes"("asamblea_id", "apoderado_user_id");

-- CreateIndex
CREATE INDEX "asamblea_poderes_aceptacion_token_hash_idx" ON "asamblea_poderes"("aceptacion_token_hash");
