import { createApiKey, listApiKeys } from "@/lib/admin/api-keys";
import { ApiKeyCreateBody, ApiKeyListQuery } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", query: ApiKeyListQuery }, ({ user, query }) =>
  listApiKeys(user, query.show_full_key),
);

export const POST = route({ auth: "admin", body: ApiKeyCreateBody }, ({ user, body }) =>
  createApiKey(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
