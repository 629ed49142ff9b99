import { HardDeleteQuery, IdParams, UserUpdateBody } from "@/lib/admin/schemas";
import { hardDeleteUser, updateUser } from "@/lib/admin/users";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AdminUser } from "@/lib/admin/answer-schemas";
import { Message } from "@/lib/openapi/shapes";

export const PUT = route(
  {
    auth: "admin",
    docs: { summary: "Edit a user: blocked, credits, subscription" },
    answer: AdminUser,
    params: IdParams,
    body: UserUpdateBody,
  },
  ({ user, params, body }) => updateUser(user, params.id, body),
);

export const DELETE = route(
  {
    auth: "admin",
    docs: { summary: "Delete a user" },
    answer: Message,
    params: IdParams,
    query: HardDeleteQuery,
  },
  ({ user, params }) => hardDeleteUser(user, params.id),
);

export const { GET, POST, PATCH, HEAD, OPTIONS } = otherMethods({ PUT, DELETE });
