-- Notification center and web push subscriptions (issue 32).

-- CreateTable
CREATE TABLE "notificaciones" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "ph_id" UUID,
    "tipo" TEXT NOT NULL,
    "titulo" TEXT NOT NULL,
    "cuerpo" TEXT NOT NULL,
    "enlace" TEXT NOT NULL,
    "creada" TIMESTAMP(3) NOT NULL,
    "leida_en" TIMESTAMP(3),

    CONSTRAINT "notificaciones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "push_suscripciones" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "user_agent" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "ultimo_exito" TIMESTAMP(3),

    CONSTRAINT "push_suscripciones_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "notificaciones_user_id_creada_id_idx" ON "notificaciones"("user_id", "creada" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "notificaciones_no_leidas_idx" ON "notificaciones"("user_id") WHERE (leida_en IS NULL);

-- CreateIndex
CREATE UNIQUE INDEX "push_suscripciones_endpoint_key" ON "push_suscripciones"("endpoint");

-- CreateIndex
CREATE INDEX "push_suscripciones_user_id_idx" ON "push_suscripciones"("user_id");

-- AddForeignKey
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "push_suscripciones" ADD CONSTRAINT "push_suscripciones_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

