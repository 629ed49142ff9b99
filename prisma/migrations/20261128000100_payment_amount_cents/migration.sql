-- A payment's amount in whole cents (lib/billing/money.ts): money is held and added up as integers,
-- and becomes euros only in the answers and on the pages.

-- Euros with two decimals become cents exactly: numeric(10,2) times 100 has no fraction left. An
-- amount beyond integer cents (over 21 474 836.47) fails the migration rather than being cut.
ALTER TABLE "payments" RENAME COLUMN "amount" TO "amount_cents";
ALTER TABLE "payments" ALTER COLUMN "amount_cents" TYPE INTEGER USING ("amount_cents" * 100)::integer;

-- The check of migration 20261128000000 moved with its column; its name follows.
ALTER TABLE "payments" RENAME CONSTRAINT "payments_amount_not_negative" TO "payments_amount_cents_not_negative";
