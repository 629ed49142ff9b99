-- Payments: what they were for and their state as enums. Then CHECK constraints where the database
-- can refuse nonsense; Prisma's schema cannot express them, so they live here (and are noted above
-- each model in schema.prisma).

-- CreateEnum
CREATE TYPE "PaymentPlanType" AS ENUM ('subscription', 'subscription_cancellation', 'subscription_reactivation', '1_credit', '3_credits', '10_credits');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('pending', 'completed');

-- Existing rows keep their values. A value outside an enum fails the migration, which rolls back,
-- rather than being lost.
ALTER TABLE "payments" ALTER COLUMN "plan_type" TYPE "PaymentPlanType" USING "plan_type"::"PaymentPlanType";
ALTER TABLE "payments" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "payments" ALTER COLUMN "status" TYPE "PaymentStatus" USING "status"::"PaymentStatus";
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'pending';

-- A voucher whose limit an administrator lowered below the uses already made was used up; with its
-- limit raised to those uses it still is (remaining_uses 0 either way), and the check below holds.
UPDATE "vouchers" SET "usage_limit" = "used_count" WHERE "used_count" > "usage_limit";

-- Balances and counters never go below zero; money is never negative.
ALTER TABLE "users"
  ADD CONSTRAINT "users_credits_not_negative" CHECK ("credits" >= 0),
  ADD CONSTRAINT "users_report_count_not_negative" CHECK ("report_count" >= 0);

ALTER TABLE "credit_ledger"
  ADD CONSTRAINT "credit_ledger_balance_after_not_negative" CHECK ("balance_after" >= 0);

ALTER TABLE "payments"
  ADD CONSTRAINT "payments_amount_not_negative" CHECK ("amount" >= 0),
  ADD CONSTRAINT "payments_credits_not_negative" CHECK ("credits" >= 0);

-- A voucher is never used more often than its limit allows.
ALTER TABLE "vouchers"
  ADD CONSTRAINT "vouchers_used_count_not_negative" CHECK ("used_count" >= 0),
  ADD CONSTRAINT "vouchers_used_count_within_limit" CHECK ("used_count" <= "usage_limit"),
  ADD CONSTRAINT "vouchers_report_count_not_negative" CHECK ("report_count" >= 0),
  ADD CONSTRAINT "vouchers_referrer_reward_not_negative" CHECK ("referrer_reward" >= 0);

ALTER TABLE "voucher_transactions"
  ADD CONSTRAINT "voucher_transactions_credits_not_negative" CHECK ("credits" >= 0);

ALTER TABLE "reports"
  ADD CONSTRAINT "reports_credits_charged_not_negative" CHECK ("credits_charged" >= 0);

ALTER TABLE "api_keys"
  ADD CONSTRAINT "api_keys_usage_count_not_negative" CHECK ("usage_count" >= 0);
