-- AlterEnum
ALTER TYPE "OneTimeTokenPurpose" ADD VALUE 'asamblea_eventos';
