-- A preregistro asks for the unit (issue 26 #6): the text as typed, and the unit it matched, if any.
-- AlterTable
ALTER TABLE "preregistros" ADD COLUMN     "apartamento_id" UUID,
ADD COLUMN     "torre" TEXT,
ADD COLUMN     "unidad" TEXT;

-- CreateIndex
CREATE INDEX "preregistros_apartamento_id_idx" ON "preregistros"("apartamento_id");

-- AddForeignKey
ALTER TABLE "preregistros" ADD CONSTRAINT "preregistros_apartamento_id_fkey" FOREIGN KEY ("apartamento_id") REFERENCES "apartamentos"("id") ON DELETE SET NULL ON UPDATE CASCADE;
