import { UserListQuery } from "@/lib/admin/schemas";
import { listUsers } from "@/lib/admin/users";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AdminUsers } from "@/lib/admin/answer-schemas";

export const GET = route(
  { auth: "admin", docs: { summary: "Search and list users" }, answer: AdminUsers, query: UserListQuery },
  ({ query }) => listUsers(query),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
