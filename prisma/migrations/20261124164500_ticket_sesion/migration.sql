-- AlterTable
ALTER TABLE "one_time_tokens" ADD COLUMN     "session_id" TEXT;

-- CreateIndex
CREATE INDEX "one_time_tokens_session_id_idx" ON "one_time_tokens"("session_id");

-- AddForeignKey
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
