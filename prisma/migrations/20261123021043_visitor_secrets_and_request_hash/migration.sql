-- AlterTable
ALTER TABLE "photos" ADD COLUMN     "upload_secret_hash" TEXT;

-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "creator_secret_hash" TEXT,
ADD COLUMN     "idempotency_request_hash" TEXT;


