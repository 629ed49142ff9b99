import type {
  EnvironmentKeys as EnvironmentKeysSchema,
  IntegrationStatus as IntegrationStatusSchema,
  KeySaved,
  StripeKeysSaved,
} from "@/lib/admin/answer-schemas";
import { apiRequest, type Answer } from "@/lib/api-client";
import type { Message } from "@/lib/openapi/shapes";

// The Integrations tab's calls (types from the answer schemas the route handlers declare). Keys go in; only
// previews come back.

export type IntegrationStatus = Answer<typeof IntegrationStatusSchema>;
export type EnvironmentKeys = Answer<typeof EnvironmentKeysSchema>;
export type StripeKeys = { publishable_key: string; secret_key: string; webhook_secret: string };
/** Another AI server than OpenAI: where, which model, and how it is told the answer's shape. */
export type AiServer = {
  base_url?: string;
  model?: string;
  structured_output?: "json_schema" | "json_object";
};

export const integrationsApi = {
  status: () => apiRequest<IntegrationStatus>("/api/admin/integration-status"),
  environmentKeys: () => apiRequest<EnvironmentKeys>("/api/admin/environment-keys"),
  configureOpenAi: (api_key: string, server: AiServer = {}) =>
    apiRequest<Answer<typeof KeySaved>>("/api/admin/configure-openai-key", {
      method: "POST",
      body: { api_key, ...server },
    }),
  removeOpenAi: () =>
    apiRequest<Answer<typeof Message>>("/api/admin/remove-openai-key", { method: "DELETE" }),
  configureStripe: (keys: StripeKeys) =>
    apiRequest<Answer<typeof StripeKeysSaved>>("/api/admin/configure-stripe", { method: "POST", body: keys }),
  configureResend: (api_key: string) =>
    apiRequest<Answer<typeof KeySaved>>("/api/admin/configure-resend", { method: "POST", body: { api_key } }),
};
