-- Issue 25, «leaving means leaving» and «secrets at rest».

-- 1. Calendar feed keys are per person and unit, stored as a SHA-256 of an HMAC the server derives with its
-- CODE_SECRET (apps/api/src/modules/reservas/feed.ts). The old per-unit keys were stored in clear and can
-- not be converted: they are dropped, and each person gets their own key the next time the web shows the
-- calendar link (a phone subscribed with an old link must subscribe again).
DELETE FROM "reserva_feeds";

-- DropIndex
DROP INDEX "reserva_feeds_token_key";

-- AlterTable
ALTER TABLE "reserva_feeds" DROP CONSTRAINT "reserva_feeds_pkey",
DROP COLUMN "token",
ADD COLUMN     "id" UUID NOT NULL,
ADD COLUMN     "token_hash" TEXT NOT NULL,
ADD COLUMN     "user_id" UUID NOT NULL,
ADD CONSTRAINT "reserva_feeds_pkey" PRIMARY KEY ("id");

-- CreateIndex
CREATE UNIQUE INDEX "reserva_feeds_token_hash_key" ON "reserva_feeds"("token_hash");

-- CreateIndex
CREATE INDEX "reserva_feeds_apartamento_id_idx" ON "reserva_feeds"("apartamento_id");

-- CreateIndex
CREATE UNIQUE INDEX "reserva_feeds_user_id_apartamento_id_key" ON "reserva_feeds"("user_id", "apartamento_id");

-- AddForeignKey
ALTER TABLE "reserva_feeds" ADD CONSTRAINT "reserva_feeds_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- 2. Visitor codes are now kept as HMAC-SHA-256 with CODE_SECRET (porteria/codigo.ts). A stored plain SHA-256
-- can not be turned into one without the code, which was never kept: the authorisations still active are
-- revoked, so the gate answers «revocada» (and the resident creates a new one) instead of «no existe».
UPDATE "autorizaciones" SET "estado" = 'revocada', "revocada_en" = CURRENT_TIMESTAMP WHERE "estado" = 'activa';

-- 3. A change of anyone's roles, unit links or permisos is announced like a session change (see
-- 20261124193000_sesiones_aviso): 'u:<user id>' on horizonte_sesiones, when it commits, so open event
-- streams re-check that person's access at once and the session cache forgets them.
CREATE FUNCTION horizonte_aviso_acceso() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('horizonte_sesiones', 'u:' || OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM pg_notify('horizonte_sesiones', 'u:' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER user_roles_aviso_cambio AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION horizonte_aviso_acceso();

-- Residents' rows change often without touching access (name, phone); only the link and the permisos count.
CREATE TRIGGER residentes_aviso_cambio AFTER INSERT OR DELETE OR UPDATE OF user_id, apartamento_id, permisos, tipo ON residentes
  FOR EACH ROW EXECUTE FUNCTION horizonte_aviso_acceso();
