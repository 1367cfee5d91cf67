-- Issue 33: platform users (search, blocking) and the audit search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateTable
CREATE TABLE "usuario_bloqueos" (
    "user_id" UUID NOT NULL,
    "motivo" VARCHAR(500) NOT NULL,
    "bloqueado_por_id" UUID,
    "bloqueado_en" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "usuario_bloqueos_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "audit_log_created_at_idx" ON "audit_log"("created_at" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "usuario_bloqueos" ADD CONSTRAINT "usuario_bloqueos_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The person search (name, email, document), trigram-ranked. An expression index, which Prisma's schema
-- cannot state: the expression must stay identical to USUARIO_BUSQUEDA in apps/api/src/modules/usuarios/sql.ts.
CREATE INDEX "users_search_trgm_idx" ON "users" USING GIN (
  (translate(lower("nombre" || ' ' || "email" || ' ' || "numero_documento"), 'áéíóúüñàèìòù', 'aeiouunaeiou')) gin_trgm_ops
);

-- A block (and its removal) is announced like any change of the user (session-cache.ts): no process keeps
-- honouring a session of a blocked account, even one that began while the block was being written.
CREATE TRIGGER usuario_bloqueos_aviso AFTER INSERT OR UPDATE OR DELETE ON usuario_bloqueos
  FOR EACH ROW EXECUTE FUNCTION horizonte_aviso_acceso();
