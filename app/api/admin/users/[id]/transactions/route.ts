import { IdParams } from "@/lib/admin/schemas";
import { userTransactionsForAdmin } from "@/lib/admin/users";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", params: IdParams }, ({ params }) =>
  userTransactionsForAdmin(params.id),
);
