-- Every signed-out visit to the home page checks whether the page kept in memory is still what it
-- would show (lib/cache/page-versions.ts): the active hero images and reviews join the shared reads
-- each instance keeps (lib/db/read-cache.ts), so a change to them notifies every instance as the
-- tables of 20261123120000 do.
CREATE TRIGGER hero_images_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hero_images"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
CREATE TRIGGER reviews_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
