-- Issue 32: preferences per category and channel, phone consents (Ley 1581 de 2012), the SMS/WhatsApp
-- messages and the collection reminders per complex (Ley 2300 de 2023).

-- CreateTable
CREATE TABLE "preferencias_notificacion" (
    "user_id" UUID NOT NULL,
    "categoria" TEXT NOT NULL,
    "canal" TEXT NOT NULL,
    "activo" BOOLEAN NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "preferencias_notificacion_pkey" PRIMARY KEY ("user_id","categoria","canal")
);

-- CreateTable
CREATE TABLE "consentimientos_canal" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "canal" TEXT NOT NULL,
    "telefono" TEXT NOT NULL,
    "texto" TEXT NOT NULL,
    "otorgado_en" TIMESTAMP(3) NOT NULL,
    "retirado_en" TIMESTAMP(3),
    "ip" TEXT,

    CONSTRAINT "consentimientos_canal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mensajes" (
    "id" UUID NOT NULL,
    "canal" TEXT NOT NULL,
    "telefono" TEXT NOT NULL,
    "texto" TEXT NOT NULL,
    "plantilla" TEXT,
    "parametros" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "proveedor" TEXT NOT NULL,
    "estado" TEXT NOT NULL DEFAULT 'pendiente',
    "proveedor_id" TEXT,
    "error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "enviado_en" TIMESTAMP(3),

    CONSTRAINT "mensajes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recordatorios_cobro" (
    "ph_id" UUID NOT NULL,
    "activo" BOOLEAN NOT NULL,
    "dias" INTEGER[],
    "canales" TEXT[],
    "revisado_el" DATE,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "recordatorios_cobro_pkey" PRIMARY KEY ("ph_id")
);

-- CreateTable
CREATE TABLE "recordatorio_cobro_envios" (
    "id" UUID NOT NULL,
    "ph_id" UUID NOT NULL,
    "apartamento_id" UUID NOT NULL,
    "destinatario" TEXT NOT NULL,
    "canal" TEXT NOT NULL,
    "fecha_vencimiento" DATE NOT NULL,
    "dia" INTEGER NOT NULL,
    "valor" INTEGER NOT NULL,
    "enviado_en" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "recordatorio_cobro_envios_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "consentimientos_canal_user_id_canal_otorgado_en_idx" ON "consentimientos_canal"("user_id", "canal", "otorgado_en" DESC);

-- CreateIndex
CREATE INDEX "mensajes_created_at_idx" ON "mensajes"("created_at" DESC);

-- CreateIndex
CREATE INDEX "recordatorio_cobro_envios_ph_id_destinatario_enviado_en_idx" ON "recordatorio_cobro_envios"("ph_id", "destinatario", "enviado_en");

-- CreateIndex
CREATE UNIQUE INDEX "recordatorio_cobro_envios_apartamento_id_destinatario_fecha_key" ON "recordatorio_cobro_envios"("apartamento_id", "destinatario", "fecha_vencimiento", "dia");

-- AddForeignKey
ALTER TABLE "preferencias_notificacion" ADD CONSTRAINT "preferencias_notificacion_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consentimientos_canal" ADD CONSTRAINT "consentimientos_canal_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recordatorios_cobro" ADD CONSTRAINT "recordatorios_cobro_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recordatorio_cobro_envios" ADD CONSTRAINT "recordatorio_cobro_envios_ph_id_fkey" FOREIGN KEY ("ph_id") REFERENCES "ph"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The four booleans of GET/PUT /auth/preferencias become the email cells of the new matrix, so what
-- each person chose before survives: anuncios → comunicados, pagos → cobro and pagos, pqrs, asambleas.
INSERT INTO "preferencias_notificacion" ("user_id", "categoria", "canal", "activo", "updated_at")
SELECT s."user_id", c.categoria, 'correo', c.activo, s."updated_at"
FROM "user_settings" s
CROSS JOIN LATERAL (VALUES
  ('comunicados', s."notif_anuncios"),
  ('cobro', s."notif_pagos"),
  ('pagos', s."notif_pagos"),
  ('pqrs', s."notif_pqrs"),
  ('asambleas', s."notif_asambleas")
) AS c(categoria, activo)
WHERE c.activo = false;
