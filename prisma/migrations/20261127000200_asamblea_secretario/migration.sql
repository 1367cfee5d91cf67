-- Issue 26: the secretario the administration designates to record the room's votes.
-- AlterTable
ALTER TABLE "asambleas" ADD COLUMN     "secretario_id" UUID;
