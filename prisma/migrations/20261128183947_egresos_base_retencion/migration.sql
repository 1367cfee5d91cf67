-- The AIU of aseo y vigilancia: the retención is computed on it, not on the bruto (DUR art. 1.2.4.4.10).
ALTER TABLE "egresos" ADD COLUMN "base_retencion" BIGINT;
