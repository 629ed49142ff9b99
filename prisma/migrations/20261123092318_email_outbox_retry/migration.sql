-- AlterEnum
ALTER TYPE "OutboxStatus" ADD VALUE 'retrying';

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "expires_at" TIMESTAMP(3),
ADD COLUMN     "next_attempt_at" TIMESTAMP(3),
ADD COLUMN     "reply_to" TEXT,
ADD COLUMN     "secret_ciphertext" TEXT;

-- CreateIndex
CREATE INDEX "email_outbox_status_next_attempt_at_idx" ON "email_outbox"("status", "next_attempt_at");
