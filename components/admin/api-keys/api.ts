import type { serializeApiKey } from "@/lib/admin/api-keys";
import type { ApiKeyCreateBody, ApiKeyUpdateBody } from "@/lib/admin/schemas";
import { apiRequest } from "@/lib/api-client";

// The API keys tab's calls (type-only imports of the server's shapes).

export type AdminApiKey = ReturnType<typeof serializeApiKey>;
export type Permission = AdminApiKey["permissions"][number];
type Message = { message: string };

const keyPath = (id: string) => `/api/admin/api-keys/${encodeURIComponent(id)}`;

export const apiKeysApi = {
  list: () => apiRequest<{ api_keys: AdminApiKey[] }>("/api/admin/api-keys"),
  /** The full key of one key; the server records the reveal. */
  reveal: async (id: string) => {
    const answer = await apiRequest<{ api_keys: AdminApiKey[] }>("/api/admin/api-keys", {
      query: { show_full_key: id },
    });
    return answer.api_keys.find((key) => key.id === id)?.key ?? null;
  },
  create: (body: ApiKeyCreateBody) =>
    apiRequest<Message & { key_id: string; api_key: AdminApiKey }>("/api/admin/api-keys", {
      method: "POST",
      body,
    }),
  update: (id: string, body: ApiKeyUpdateBody) =>
    apiRequest<Message & { api_key: AdminApiKey }>(keyPath(id), { method: "PUT", body }),
  toggle: (id: string) =>
    apiRequest<Message & { active: boolean }>(`${keyPath(id)}/toggle`, { method: "PUT" }),
  remove: (id: string) => apiRequest<Message>(keyPath(id), { method: "DELETE" }),
};
