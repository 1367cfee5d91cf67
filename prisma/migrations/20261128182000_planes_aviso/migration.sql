-- The daily maintenance job mails each complex's administrators once a day (issue 29, planes).
ALTER TABLE "mantenimiento_configuracion" ADD COLUMN "aviso_enviado_el" DATE;
