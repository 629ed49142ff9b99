-- The home page a visitor gets is kept while what it shows is unchanged, prices included
-- (lib/site/visitor-page-data.ts): a change to the settings notifies every instance, so each
-- checks its kept pages again (the settings themselves are re-read within 5 s, lib/settings).
CREATE TRIGGER settings_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
