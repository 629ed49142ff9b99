// The Integrations tab's texts; the spec's own where it gives them (admin-console.md sections 5 and 8).

export { OPENAI_KEY_REQUIRED, RESEND_KEY_REQUIRED, STRIPE_KEYS_REQUIRED } from "@/lib/admin/tab-messages";
export const INTEGRATIONS_LOAD_FAILED = "Failed to load integration status";
export const OPENAI_SAVE_FAILED = "Failed to configure OpenAI API key";
export const OPENAI_REMOVE_FAILED = "Failed to remove OpenAI API key";
export const STRIPE_SAVE_FAILED = "Failed to configure Stripe keys";
export const RESEND_SAVE_FAILED = "Failed to configure Resend key";
/** The Stripe events the webhook handles (spec section 2). */
export const STRIPE_WEBHOOK_EVENTS = ["checkout.session.completed", "invoice.payment_succeeded"] as const;
export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

export const SERVICE_LABELS = {
  openai: "OpenAI (AI analysis)",
  stripe: "Stripe (payments)",
  resend: "Resend (e-mail)",
  emergent_llm: "Emergent LLM",
} as const;

export const sourceLabel = (source: "database" | "env" | null) =>
  source === "database" ? "Saved in the console" : source === "env" ? "Environment" : "Not set";
