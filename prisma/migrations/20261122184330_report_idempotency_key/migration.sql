-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "idempotency_key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "reports_user_id_idempotency_key_key" ON "reports"("user_id", "idempotency_key");
