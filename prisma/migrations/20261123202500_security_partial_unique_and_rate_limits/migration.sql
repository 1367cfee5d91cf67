-- A soft-deleted property releases its NIT and identificador: unique among live rows only.
DROP INDEX "ph_identificador_key";
DROP INDEX "ph_nit_key";
CREATE UNIQUE INDEX "ph_nit_live_key" ON "ph"("nit") WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX "ph_identificador_live_key" ON "ph"("identificador") WHERE (deleted_at IS NULL);

-- Rate limits move to rate-limiter-flexible's PostgreSQL store layout (counters are ephemeral).
DROP TABLE "rate_limit_buckets";
CREATE TABLE "rate_limit_buckets" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,
    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "rate_limit_buckets_expire_idx" ON "rate_limit_buckets"("expire");
