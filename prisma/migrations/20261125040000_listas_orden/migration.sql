-- Each module list's order within a complex, so a page reads its own index entries instead of sorting
-- all of the complex's rows: pagos (fecha DESC, numero_recibo DESC), live documents (actualizado_en DESC,
-- id DESC) and reservas without an estado filter (inicio, id).
CREATE INDEX "documentos_vivos_orden_idx" ON "documentos"("ph_id", "actualizado_en" DESC, "id" DESC) WHERE (archivado_en IS NULL);

CREATE INDEX "pagos_ph_id_fecha_numero_recibo_idx" ON "pagos"("ph_id", "fecha" DESC, "numero_recibo" DESC);

CREATE INDEX "reservas_ph_id_inicio_id_idx" ON "reservas"("ph_id", "inicio", "id");
