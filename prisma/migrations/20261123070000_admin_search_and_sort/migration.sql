-- The console's lists at 100 000 reports: searches with ILIKE '%x%' use trigram indexes, and the
-- two sorts that needed a join or an aggregate over every report read a column kept by triggers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "user_email" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "report_count" INTEGER NOT NULL DEFAULT 0;

UPDATE "reports" AS r SET "user_email" = u."email" FROM "users" AS u WHERE u."id" = r."user_id";
UPDATE "users" AS u SET "report_count" = c.n
FROM (SELECT "user_id", count(*)::integer AS n FROM "reports" WHERE "user_id" IS NOT NULL GROUP BY "user_id") AS c
WHERE c."user_id" = u."id";

-- reports.user_email follows the owner: set when a report gets its owner, and when the owner's
-- e-mail changes.
CREATE FUNCTION "reports_set_user_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."user_email" := (SELECT "email" FROM "users" WHERE "id" = NEW."user_id");
  RETURN NEW;
END
$$;

CREATE TRIGGER "reports_user_email_on_insert" BEFORE INSERT ON "reports"
FOR EACH ROW EXECUTE FUNCTION "reports_set_user_email"();

CREATE TRIGGER "reports_user_email_on_owner_change" BEFORE UPDATE OF "user_id", "user_email" ON "reports"
FOR EACH ROW EXECUTE FUNCTION "reports_set_user_email"();

CREATE FUNCTION "users_copy_email_to_reports"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reports" SET "user_email" = NEW."email" WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "users_email_to_reports" AFTER UPDATE OF "email" ON "users"
FOR EACH ROW WHEN (NEW."email" IS DISTINCT FROM OLD."email")
EXECUTE FUNCTION "users_copy_email_to_reports"();

-- users.report_count counts the user's reports through every insert, delete and change of owner.
CREATE FUNCTION "reports_count_per_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD."user_id" IS NOT NULL THEN
      UPDATE "users" SET "report_count" = "report_count" - 1 WHERE "id" = OLD."user_id";
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW."user_id" IS NOT NULL THEN
      UPDATE "users" SET "report_count" = "report_count" + 1 WHERE "id" = NEW."user_id";
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "reports_count_on_insert_or_delete" AFTER INSERT OR DELETE ON "reports"
FOR EACH ROW EXECUTE FUNCTION "reports_count_per_user"();

CREATE TRIGGER "reports_count_on_owner_change" AFTER UPDATE OF "user_id" ON "reports"
FOR EACH ROW WHEN (NEW."user_id" IS DISTINCT FROM OLD."user_id")
EXECUTE FUNCTION "reports_count_per_user"();

-- CreateIndex
CREATE INDEX "reports_user_email_id_idx" ON "reports"("user_email", "id");

-- CreateIndex
CREATE INDEX "reports_title_trgm_idx" ON "reports" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "reports_user_email_trgm_idx" ON "reports" USING GIN ("user_email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_report_count_id_idx" ON "users"("report_count", "id");

-- CreateIndex
CREATE INDEX "users_email_trgm_idx" ON "users" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING GIN ("full_name" gin_trgm_ops);
