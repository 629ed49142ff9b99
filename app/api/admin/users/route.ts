import { UserListQuery } from "@/lib/admin/schemas";
import { listUsers } from "@/lib/admin/users";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", query: UserListQuery }, ({ query }) => listUsers(query));
