-- Every property list's order over live rows (ORDER BY created_at DESC, id DESC WHERE deleted_at IS NULL):
-- a super admin's first page reads 20 index entries instead of sorting the whole table.
CREATE INDEX "ph_live_order_idx" ON "ph"("created_at" DESC, "id" DESC) WHERE (deleted_at IS NULL);
