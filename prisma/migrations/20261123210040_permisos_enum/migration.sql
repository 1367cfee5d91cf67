-- Resident permisos become an enum the database enforces (they were free strings). The rows keep
-- their values: only valid ones were ever accepted by the API.
CREATE TYPE "Permiso" AS ENUM ('reservas', 'pqrs', 'visitantes', 'pagos', 'asambleas', 'documentos');
ALTER TABLE "residentes" ALTER COLUMN "permisos" DROP DEFAULT;
ALTER TABLE "residentes" ALTER COLUMN "permisos" TYPE "Permiso"[] USING "permisos"::"Permiso"[];
ALTER TABLE "residentes" ALTER COLUMN "permisos" SET DEFAULT ARRAY[]::"Permiso"[];
