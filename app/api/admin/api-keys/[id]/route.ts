import { deleteApiKey, updateApiKey } from "@/lib/admin/api-keys";
import { ApiKeyUpdateBody, IdParams } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { ApiKeyUpdated } from "@/lib/admin/answer-schemas";
import { Message } from "@/lib/openapi/shapes";

export const PUT = route(
  {
    auth: "admin",
    docs: { summary: "Edit an API key's name and permissions" },
    answer: ApiKeyUpdated,
    params: IdParams,
    body: ApiKeyUpdateBody,
  },
  ({ user, params, body }) => updateApiKey(user, params.id, body),
);

export const DELETE = route(
  { auth: "admin", docs: { summary: "Delete an API key" }, answer: Message, params: IdParams },
  ({ user, params }) => deleteApiKey(user, params.id),
);

export const { GET, POST, PATCH, HEAD, OPTIONS } = otherMethods({ PUT, DELETE });
