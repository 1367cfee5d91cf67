-- Mi Perfil names each session by the browser and system it signed in with (issue 26 #10).
-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "user_agent" VARCHAR(256);
