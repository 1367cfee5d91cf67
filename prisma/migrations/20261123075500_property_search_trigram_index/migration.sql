-- Trigram index for the property search (LIKE '%q%' over search_text).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "ph_search_text_trgm_idx" ON "ph" USING GIN ("search_text" gin_trgm_ops);
