-- Scale-out: photo and record bytes may live in object storage (stored_blobs keeps the key, and a
-- deleted_at mark until the object is gone), and background jobs claim a lease so one instance runs them.
-- AlterTable
ALTER TABLE "stored_blobs" ADD COLUMN     "deleted_at" TIMESTAMP(3),
ADD COLUMN     "storage_key" TEXT,
ALTER COLUMN "data" DROP NOT NULL;

-- CreateTable
CREATE TABLE "scheduler_leases" (
    "name" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "scheduler_leases_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "stored_blobs_deleted_at_idx" ON "stored_blobs"("deleted_at");
