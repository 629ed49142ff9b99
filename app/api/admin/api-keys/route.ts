import { createApiKey, listApiKeys } from "@/lib/admin/api-keys";
import { ApiKeyCreateBody, ApiKeyListQuery } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { ApiKeyCreated, ApiKeyList } from "@/lib/admin/answer-schemas";

export const GET = route(
  {
    auth: "admin",
    docs: { summary: "List API keys (show_full_key reveals one)" },
    answer: ApiKeyList,
    query: ApiKeyListQuery,
  },
  ({ user, query }) => listApiKeys(user, query.show_full_key),
);

export const POST = route(
  { auth: "admin", docs: { summary: "Create an API key" }, answer: ApiKeyCreated, body: ApiKeyCreateBody },
  ({ user, body }) => createApiKey(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
