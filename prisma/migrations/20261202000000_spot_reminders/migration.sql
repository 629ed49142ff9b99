-- Spot reminders: a person may stop the reminder e-mails (from the e-mail's link or the account
-- page); everyone has them until then (docs/spots.md, "Reminders").

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "spot_reminders" BOOLEAN NOT NULL DEFAULT true;
