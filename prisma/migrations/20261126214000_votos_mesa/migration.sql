-- Issue 26 point 3: votes recorded by the mesa (show of hands, paper ballots) in the same chain.
-- CreateEnum
CREATE TYPE "VotoVia" AS ENUM ('plataforma', 'mesa');

-- AlterTable
ALTER TABLE "asamblea_votos" ADD COLUMN     "papeleta" TEXT,
ADD COLUMN     "registrado_por_id" UUID,
ADD COLUMN     "via" "VotoVia" NOT NULL DEFAULT 'plataforma',
ALTER COLUMN "user_id" DROP NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "asamblea_votos_punto_id_papeleta_key" ON "asamblea_votos"("punto_id", "papeleta");
