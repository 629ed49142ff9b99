-- Every analysis reads the prompts and the AI provider's key, and every e-mailed code the mail
-- provider's key: they join the shared reads each instance keeps in memory (lib/db/read-cache.ts),
-- so a change to them notifies every instance as the tables of 20261123120000 do.
CREATE TRIGGER prompts_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prompts"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
CREATE TRIGGER integration_secrets_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "integration_secrets"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
