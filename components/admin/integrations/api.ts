import type { environmentKeys, integrationStatus } from "@/lib/admin/integrations";
import { apiRequest } from "@/lib/api-client";

// The Integrations tab's calls (type-only imports of the server's shapes). Keys go in; only
// previews come back.

export type IntegrationStatus = Awaited<ReturnType<typeof integrationStatus>>;
export type EnvironmentKeys = ReturnType<typeof environmentKeys>;
export type StripeKeys = { publishable_key: string; secret_key: string; webhook_secret: string };
type Message = { message: string };
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
    apiRequest<Message>("/api/admin/configure-openai-key", { method: "POST", body: { api_key, ...server } }),
  removeOpenAi: () => apiRequest<Message>("/api/admin/remove-openai-key", { method: "DELETE" }),
  configureStripe: (keys: StripeKeys) =>
    apiRequest<Message>("/api/admin/configure-stripe", { method: "POST", body: keys }),
  configureResend: (api_key: string) =>
    apiRequest<Message>("/api/admin/configure-resend", { method: "POST", body: { api_key } }),
};
