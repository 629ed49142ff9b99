-- A summary is upgraded once. Summaries upgraded more than once before this keep their first full
-- report as the upgrade; the later ones stay as full reports of their own.
UPDATE "reports" r SET "upgraded_from_id" = NULL
WHERE r."upgraded_from_id" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "reports" o
    WHERE o."upgraded_from_id" = r."upgraded_from_id"
      AND (o."created_at", o."id") < (r."created_at", r."id")
  );

CREATE UNIQUE INDEX "reports_upgraded_from_id_key" ON "reports"("upgraded_from_id");

-- The summary names the full report that superseded it: it leaves lists and the gallery.
ALTER TABLE "reports" ADD COLUMN "superseded_by_id" UUID;
UPDATE "reports" s SET "superseded_by_id" = f."id"
FROM "reports" f WHERE f."upgraded_from_id" = s."id";
CREATE UNIQUE INDEX "reports_superseded_by_id_key" ON "reports"("superseded_by_id");
ALTER TABLE "reports" ADD CONSTRAINT "reports_superseded_by_id_fkey" FOREIGN KEY ("superseded_by_id") REFERENCES "reports"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- One mailbox, one redemption per voucher and one referral ever (lib/users/mailbox.ts).
CREATE TABLE "voucher_mailbox_claims" (
    "mailbox_hash" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "claimed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "voucher_mailbox_claims_pkey" PRIMARY KEY ("mailbox_hash","scope")
);
