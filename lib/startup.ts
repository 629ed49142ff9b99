import { startAnalysisRunSweep } from "@/lib/analysis/stale-runs";
import { startCacheFeed } from "@/lib/cache/feed";
import { ConfigError, env, missingProductionSecrets, storageConfigProblem } from "@/lib/config/env";
import { publicDevelopmentWarning } from "@/lib/config/environment";
import { databaseAdapterFactory, databaseTarget } from "@/lib/db";
import { DataFolderLockedError } from "@/lib/db/data-folder-lock";
import { applyPendingMigrations } from "@/lib/db/migrations";
import { logger } from "@/lib/log";
import { seedDefaultPrompts } from "@/lib/prompts";
import { seedProfileQuestions } from "@/lib/profile/questions";
import { startOutboxWorker } from "@/lib/email/outbox-worker";
import { currentEmailDelivery, EMAIL_NOT_CONFIGURED_WARNING } from "@/lib/email/provider-status";
import { startRetentionSweep } from "@/lib/reports/cleanup";
import { startSpotReminders } from "@/lib/spots/reminders";

// Runs once when the server starts, before the first request. Next keeps
// serving after an error thrown here, so a failed start exits the process.

/** A warning in the log and, framed, on the console of whoever starts the server. */
function loudWarning(warning: string): void {
  logger.warn(warning);
  console.error(`\n${"!".repeat(78)}\n${warning}\n${"!".repeat(78)}\n`);
}

export async function startServer(): Promise<void> {
  try {
    const config = env();
    const missing = missingProductionSecrets(config);
    if (missing.length > 0) {
      throw new ConfigError(`Production needs these settings: ${missing.join(", ")}`);
    }
    const storageProblem = storageConfigProblem(config);
    if (storageProblem) throw new ConfigError(`Invalid configuration: ${storageProblem}`);
    const warning = publicDevelopmentWarning(config);
    if (warning) loudWarning(warning);
    const target = databaseTarget();
    if (config.MIGRATE_ON_START) {
      const { applied } = await applyPendingMigrations(await databaseAdapterFactory());
      if (applied.length > 0) logger.info({ applied }, "database migrations applied");
    }
    await startCacheFeed();
    // Analyses a stopped process left half-written end now, and from then on every few minutes.
    await startAnalysisRunSweep();
    await seedDefaultPrompts();
    await seedProfileQuestions();
    // Once the database is open: a Resend key saved in the console counts as configured.
    if ((await currentEmailDelivery()) === "not_configured") loudWarning(EMAIL_NOT_CONFIGURED_WARNING);
    // Tests run the cleanup themselves unless they ask for the timer (the scale-out system test does).
    if (config.APP_ENV !== "testing" || config.RETENTION_SWEEP_FIRST_DELAY_SECONDS !== undefined)
      startRetentionSweep(config.RETENTION_SWEEP_FIRST_DELAY_SECONDS);
    if (config.APP_ENV !== "testing" || config.OUTBOX_RETRY_INTERVAL_SECONDS !== undefined)
      startOutboxWorker(config.OUTBOX_RETRY_INTERVAL_SECONDS);
    // Tests send the reminders themselves, with the clock they choose (sendDueSpotReminders(now)).
    if (config.APP_ENV !== "testing") startSpotReminders();
    logger.info(
      { app_env: config.APP_ENV, database: target.kind === "server" ? "postgresql" : "embedded" },
      "server ready",
    );
  } catch (error) {
    const message =
      error instanceof ConfigError || error instanceof DataFolderLockedError
        ? error.message
        : `Start-up failed: ${error instanceof Error ? error.message : String(error)}`;
    logger.fatal({ err: error }, message);
    console.error(message);
    process.exit(1);
  }
}
