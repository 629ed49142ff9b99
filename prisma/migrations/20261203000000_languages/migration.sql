-- Six languages (docs/i18n.md): the language a person chose for the site and their e-mails (none
-- until they choose: their browser's then decides), and the language each report is written in.

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "language" TEXT;

-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en';

ALTER TABLE "users"
  ADD CONSTRAINT "users_language_known" CHECK ("language" IS NULL OR "language" IN ('en', 'de', 'fr', 'es', 'it', 'pt'));

ALTER TABLE "reports"
  ADD CONSTRAINT "reports_language_known" CHECK ("language" IN ('en', 'de', 'fr', 'es', 'it', 'pt'));
