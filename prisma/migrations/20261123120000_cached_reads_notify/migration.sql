-- Every instance keeps shared reads (public reports, the gallery, photos' access rows) in memory and
-- drops them when one of these tables changes, told by these notifications (lib/db/change-feed.ts).
-- Statement triggers: one notification per statement, sent by PostgreSQL at commit, whichever
-- process wrote, cascades included.
CREATE FUNCTION notify_cached_reads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cached_reads', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER users_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
CREATE TRIGGER reports_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reports"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
CREATE TRIGGER photos_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "photos"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
CREATE TRIGGER report_photos_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "report_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
CREATE TRIGGER report_medical_records_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "report_medical_records"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
