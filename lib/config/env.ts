import { z } from "zod";

// Every environment variable the server reads, parsed once. `.env.example`
// documents them; defaults here are the embedded, zero-configuration ones.

export const AppEnvSchema = z.enum(["development", "testing", "production"]);
export type AppEnv = z.infer<typeof AppEnvSchema>;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

/** A variable set to blanks counts as unset, so its default applies. */
const blankIsUnset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const EnvSchema = z.object({
  APP_ENV: z.preprocess((v) => (v === "" ? undefined : v), AppEnvSchema.default("development")),
  PORT: z.coerce.number().int().positive().default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString,
  // Connections each instance keeps to DATABASE_URL. A connection stays taken until the Node
  // thread reads its answer, so a busy thread holds each longer: see docs/scaling.md.
  DATABASE_POOL_SIZE: z.preprocess(
    blankIsUnset,
    // Two at least: a transaction holds one while its caller may still need another.
    z.coerce.number().int().min(2).max(200).default(10),
  ),
  MIGRATE_ON_START: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  APP_URL: optionalString,
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  NEXTAUTH_SECRET: optionalString,
  ENCRYPTION_KEY: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_MODEL: z.string().default("gpt-4o"),
  // `json_object` for OpenAI-compatible servers without strict JSON-schema output (lib/ai/config.ts).
  OPENAI_STRUCTURED_OUTPUT: z.preprocess(
    blankIsUnset,
    z.enum(["json_schema", "json_object"]).default("json_schema"),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalString,
  RESEND_API_KEY: optionalString,
  RESEND_BASE_URL: optionalString,
  MAIL_FROM: z.string().default("SkinSight <no-reply@skinsight.local>"),
  CONTACT_EMAIL: z.string().default("support@skinsight.local"),
  // How many reverse proxies in front of the app append to X-Forwarded-For; 0 trusts none of it.
  TRUSTED_PROXY_HOPS: z.preprocess(blankIsUnset, z.coerce.number().int().min(0).max(10).default(0)),
  // Multiplies every limit counted per client address, for places where many people share one
  // address (a clinic, a school). The end-to-end suite, whose browsers all come from 127.0.0.1, raises it.
  CLIENT_RATE_LIMIT_FACTOR: z.preprocess(blankIsUnset, z.coerce.number().int().min(1).max(1000).default(1)),
  // Where photo and record bytes go: `postgresql` (the stored_blobs table) or `s3` (the bucket below).
  STORAGE: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["postgresql", "s3"]).default("postgresql"),
  ),
  S3_BUCKET: optionalString,
  // Unset means AWS itself; S3-compatible services (MinIO, R2, Ceph...) give their URL.
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default("us-east-1"),
  // Unset means the SDK's own credential chain (an instance role, AWS_* variables).
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  // Where each instance LISTENs for the notifications that drop its cached reads (lib/db/change-feed.ts):
  // unset means DATABASE_URL; a direct URL when DATABASE_URL is a transaction-mode pooler, which
  // cannot LISTEN; `off` keeps no shared reads in memory.
  CHANGE_FEED_URL: optionalString,
  // Seconds from start to the first retention sweep (then hourly). Set, it also starts the sweep
  // under APP_ENV=testing, where it is otherwise off so tests run the cleanup themselves.
  RETENTION_SWEEP_FIRST_DELAY_SECONDS: z.preprocess(blankIsUnset, z.coerce.number().int().min(0).optional()),
  // Seconds between the outbox's retry passes (default 5). Set, it also starts them under
  // APP_ENV=testing, where they are otherwise off so tests call deliverDueEmails themselves.
  OUTBOX_RETRY_INTERVAL_SECONDS: z.preprocess(blankIsUnset, z.coerce.number().int().min(1).optional()),
  // Milliseconds between the pieces of the demonstration AI's streamed text (no AI key): a
  // believable pace by default, 0 for as fast as the reader takes them.
  MOCK_AI_PACE_MS: z.preprocess(blankIsUnset, z.coerce.number().int().min(0).max(1000).default(40)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof EnvSchema> & {
  APP_URL: string;
  APP_URL_IS_DEFAULT: boolean;
  /** True when APP_ENV was not set and `development` is only the zero-configuration default. */
  APP_ENV_IS_DEFAULT: boolean;
};

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigError(`Invalid configuration: ${issues}`);
  }
  const env = parsed.data;
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    APP_URL_IS_DEFAULT: env.APP_URL === undefined,
    APP_ENV_IS_DEFAULT: !source.APP_ENV?.trim(),
  };
}

/** Settings that only make sense together; answers what is wrong, if anything. */
export function storageConfigProblem(env: Env): string | undefined {
  if (env.STORAGE !== "s3") return undefined;
  if (!env.S3_BUCKET) return "STORAGE=s3 needs S3_BUCKET";
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    return "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together";
  return undefined;
}

/** Secrets production cannot run without; development generates its own. */
export function missingProductionSecrets(env: Env): string[] {
  if (env.APP_ENV !== "production") return [];
  const missing = (["NEXTAUTH_SECRET", "ENCRYPTION_KEY"] as const).filter((k) => !env[k]);
  return env.APP_URL_IS_DEFAULT ? [...missing, "APP_URL"] : missing;
}

let cached: Env | undefined;

/** The process environment, parsed; tests may call resetEnv() after changing process.env. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

export function resetEnv(): void {
  cached = undefined;
}
