import type { ApiKeyCreated, ApiKeyList, ApiKeyToggled, ApiKeyUpdated } from "@/lib/admin/answer-schemas";
import type { ApiKeyCreateBody, ApiKeyUpdateBody } from "@/lib/admin/schemas";
import { apiRequest, type Answer } from "@/lib/api-client";
import type { Message } from "@/lib/openapi/shapes";

// The API keys tab's calls, typed by the answer schemas the route handlers declare (type-only
// imports: nothing of the server reaches the browser bundle).

export type AdminApiKey = Answer<typeof ApiKeyList>["api_keys"][number];
export type Permission = AdminApiKey["permissions"][number];

const keyPath = (id: string) => `/api/admin/api-keys/${encodeURIComponent(id)}`;

export const apiKeysApi = {
  list: () => apiRequest<Answer<typeof ApiKeyList>>("/api/admin/api-keys"),
  /** The full key of one key; the server records the reveal. */
  reveal: async (id: string) => {
    const answer = await apiRequest<Answer<typeof ApiKeyList>>("/api/admin/api-keys", {
      query: { show_full_key: id },
    });
    return answer.api_keys.find((key) => key.id === id)?.key ?? null;
  },
  create: (body: ApiKeyCreateBody) =>
    apiRequest<Answer<typeof ApiKeyCreated>>("/api/admin/api-keys", { method: "POST", body }),
  update: (id: string, body: ApiKeyUpdateBody) =>
    apiRequest<Answer<typeof ApiKeyUpdated>>(keyPath(id), { method: "PUT", body }),
  toggle: (id: string) =>
    apiRequest<Answer<typeof ApiKeyToggled>>(`${keyPath(id)}/toggle`, { method: "PUT" }),
  remove: (id: string) => apiRequest<Answer<typeof Message>>(keyPath(id), { method: "DELETE" }),
};
