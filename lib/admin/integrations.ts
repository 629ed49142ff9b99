import { env } from "@/lib/config/env";
import { encryptSecret, secretPreview } from "@/lib/config/integration-secrets";
import { db } from "@/lib/db";
import type { IntegrationService, Prisma } from "@/lib/generated/prisma/client";
import { unprocessable } from "@/lib/errors/http-error";
import { providerFrom } from "@/lib/ai/config";
import { aiServerProblem } from "@/lib/ai/server-check";
import { recordAdminChange, type Admin } from "./audit";
import type { OpenAiKeyBody } from "./schemas";
import {
  OPENAI_KEY_REQUIRED,
  RESEND_KEY_REQUIRED,
  STRIPE_KEYS_REQUIRED,
  OPENAI_KEY_SAVED,
  OPENAI_KEY_REMOVED,
  STRIPE_KEYS_SAVED,
  RESEND_KEY_SAVED,
} from "./tab-messages";

// The Integrations tab. Keys saved here are encrypted at rest (AES-256-GCM under
// ENCRYPTION_KEY) and override the environment's; the AI, e-mail and payment code read them at
// each use, so a saved key works without a restart. Only previews ever leave the server, and
// only previews reach the audit trail.

// The answers live in ./tab-messages, shared with the console's screens and tests.

type Source = "database" | "env" | null;

const PLAIN_SETTINGS = new Set(["base_url", "model", "structured_output"]);
type Previews = Record<string, string>;

export async function storedPreviews(service: IntegrationService): Promise<Previews> {
  const rows = await db.integrationSecret.findMany({
    where: { service },
    select: { name: true, preview: true },
  });
  return Object.fromEntries(rows.map((row) => [row.name, row.preview]));
}

const previewOf = (value: string | undefined) => (value ? secretPreview(value) : null);

function serviceStatus(stored: string | undefined, fromEnv: string | undefined) {
  const source: Source = stored ? "database" : fromEnv ? "env" : null;
  return { configured: source !== null, key_preview: stored ?? previewOf(fromEnv), source };
}

/** Where analyses go (null: OpenAI), with which model and answer format; the previews of these are the values. */
function aiServerInForce(previews: Previews) {
  const provider = providerFrom(previews.api_key ? previews : {}, env());
  return {
    base_url: provider?.baseURL ?? null,
    model: provider?.model ?? null,
    structured_output: provider?.structuredOutput ?? null,
  };
}

/** GET /api/admin/integration-status. */
export async function integrationStatus() {
  const e = env();
  const [openai, stripe, resend] = await Promise.all([
    storedPreviews("openai"),
    storedPreviews("stripe"),
    storedPreviews("resend"),
  ]);
  // Stripe's keys count together: the console's set when it stored a secret key (lib/billing/payment-provider.ts).
  const stripeFromDb = Boolean(stripe.secret_key);
  const secret = stripeFromDb ? stripe.secret_key : previewOf(e.STRIPE_SECRET_KEY);
  const publishable = stripeFromDb ? (stripe.publishable_key ?? null) : previewOf(e.STRIPE_PUBLISHABLE_KEY);
  const webhook = stripeFromDb ? Boolean(stripe.webhook_secret) : Boolean(e.STRIPE_WEBHOOK_SECRET);
  return {
    environment_mode: e.APP_ENV,
    openai: { ...serviceStatus(openai.api_key, e.OPENAI_API_KEY), ...aiServerInForce(openai) },
    stripe: {
      configured: secret !== null,
      key_preview: secret,
      source: (stripeFromDb ? "database" : e.STRIPE_SECRET_KEY ? "env" : null) as Source,
      publishable_key_preview: publishable,
      secret_key_preview: secret,
      webhook_configured: webhook,
    },
    resend: serviceStatus(resend.api_key, e.RESEND_API_KEY),
    // Listed by the spec; this installation has no such provider.
    emergent_llm: { configured: false, key_preview: null, source: null as Source },
  };
}

/** GET /api/admin/environment-keys: which keys the environment sets, as previews. */
export function environmentKeys() {
  const e = env();
  return {
    keys: {
      OPENAI_API_KEY: previewOf(e.OPENAI_API_KEY),
      STRIPE_SECRET_KEY: previewOf(e.STRIPE_SECRET_KEY),
      STRIPE_PUBLISHABLE_KEY: previewOf(e.STRIPE_PUBLISHABLE_KEY),
      STRIPE_WEBHOOK_SECRET: previewOf(e.STRIPE_WEBHOOK_SECRET),
      RESEND_API_KEY: previewOf(e.RESEND_API_KEY),
    },
    environment_mode: e.APP_ENV,
  };
}

const present = (value: string | undefined): value is string => Boolean(value && value.trim());

async function storeSecrets(
  tx: Prisma.TransactionClient,
  service: IntegrationService,
  secrets: Record<string, string>,
): Promise<Previews> {
  const previews: Previews = {};
  for (const [name, plaintext] of Object.entries(secrets)) {
    // Where the AI server is and which model: settings, not secrets, shown as they are.
    const preview = PLAIN_SETTINGS.has(name) ? plaintext : secretPreview(plaintext);
    const data = { ciphertext: encryptSecret(plaintext), preview };
    await tx.integrationSecret.upsert({
      where: { service_name: { service, name } },
      create: { service, name, ...data },
      update: data,
    });
    previews[name] = data.preview;
  }
  return previews;
}

async function saveService(
  admin: Admin,
  service: IntegrationService,
  secrets: Record<string, string>,
  { replace = false } = {},
) {
  return db.$transaction(async (tx) => {
    const before = await storedPreviewsIn(tx, service);
    if (replace)
      await tx.integrationSecret.deleteMany({ where: { service, name: { notIn: Object.keys(secrets) } } });
    const after = await storeSecrets(tx, service, secrets);
    await recordAdminChange(tx, admin, {
      action: `integration.configure_${service}`,
      targetType: "integration",
      targetId: service,
      before,
      after,
    });
    return after;
  });
}

async function storedPreviewsIn(
  tx: Prisma.TransactionClient,
  service: IntegrationService,
): Promise<Previews> {
  const rows = await tx.integrationSecret.findMany({
    where: { service },
    select: { name: true, preview: true },
  });
  return Object.fromEntries(rows.map((row) => [row.name, row.preview]));
}

/**
 * POST /api/admin/configure-openai-key {api_key, base_url?, model?, structured_output?}: the AI
 * server's whole configuration, replacing what was saved (a key alone means OpenAI itself). Another
 * server is asked about a photo first, and refused with the reason when it cannot answer.
 */
export async function configureOpenAiKey(admin: Admin, input: OpenAiKeyBody) {
  if (!present(input.api_key)) throw unprocessable(OPENAI_KEY_REQUIRED);
  const settings: Record<string, string> = { api_key: input.api_key };
  if (input.base_url) settings.base_url = input.base_url;
  if (input.model) settings.model = input.model;
  if (input.structured_output) settings.structured_output = input.structured_output;
  if (input.base_url) {
    const problem = await aiServerProblem({
      apiKey: input.api_key,
      baseURL: input.base_url,
      model: input.model ?? env().OPENAI_MODEL,
      structuredOutput: input.structured_output ?? "json_schema",
    });
    if (problem) throw unprocessable(problem);
  }
  const previews = await saveService(admin, "openai", settings, { replace: true });
  return { message: OPENAI_KEY_SAVED, key_preview: previews.api_key };
}

/** DELETE /api/admin/remove-openai-key: back to the environment's key, or the demonstration analysis. */
export async function removeOpenAiKey(admin: Admin) {
  await db.$transaction(async (tx) => {
    const before = await storedPreviewsIn(tx, "openai");
    await tx.integrationSecret.deleteMany({ where: { service: "openai" } });
    await recordAdminChange(tx, admin, {
      action: "integration.remove_openai",
      targetType: "integration",
      targetId: "openai",
      before,
    });
  });
  return { message: OPENAI_KEY_REMOVED };
}

/** POST /api/admin/configure-stripe: the three keys together, or none. */
export async function configureStripe(
  admin: Admin,
  input: { publishable_key?: string; secret_key?: string; webhook_secret?: string },
) {
  const { publishable_key, secret_key, webhook_secret } = input;
  if (!present(publishable_key) || !present(secret_key) || !present(webhook_secret)) {
    throw unprocessable(STRIPE_KEYS_REQUIRED);
  }
  const previews = await saveService(admin, "stripe", { publishable_key, secret_key, webhook_secret });
  return {
    message: STRIPE_KEYS_SAVED,
    publishable_key_preview: previews.publishable_key,
    secret_key_preview: previews.secret_key,
    webhook_configured: true,
  };
}

/** POST /api/admin/configure-resend {api_key}. */
export async function configureResend(admin: Admin, input: { api_key?: string }) {
  if (!present(input.api_key)) throw unprocessable(RESEND_KEY_REQUIRED);
  const previews = await saveService(admin, "resend", { api_key: input.api_key });
  return { message: RESEND_KEY_SAVED, key_preview: previews.api_key };
}
