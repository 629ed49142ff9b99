-- The app now expires what it caches by tags, sent on the channel "cache_tags" after each change
-- (lib/cache/tags.ts); the statement triggers that notified "cached_reads" of every write go.
DROP TRIGGER IF EXISTS users_cached_reads ON "users";
DROP TRIGGER IF EXISTS reports_cached_reads ON "reports";
DROP TRIGGER IF EXISTS photos_cached_reads ON "photos";
DROP TRIGGER IF EXISTS report_photos_cached_reads ON "report_photos";
DROP TRIGGER IF EXISTS report_medical_records_cached_reads ON "report_medical_records";
DROP TRIGGER IF EXISTS prompts_cached_reads ON "prompts";
DROP TRIGGER IF EXISTS integration_secrets_cached_reads ON "integration_secrets";
DROP TRIGGER IF EXISTS hero_images_cached_reads ON "hero_images";
DROP TRIGGER IF EXISTS reviews_cached_reads ON "reviews";
DROP TRIGGER IF EXISTS settings_cached_reads ON "settings";
DROP FUNCTION IF EXISTS notify_cached_reads();
