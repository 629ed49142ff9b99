import { IdParams } from "@/lib/admin/schemas";
import { userTransactionsForAdmin } from "@/lib/admin/users";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { UserTransactions } from "@/lib/admin/answer-schemas";

export const GET = route(
  {
    auth: "admin",
    docs: { summary: "A user's credit transactions" },
    answer: UserTransactions,
    params: IdParams,
  },
  ({ params }) => userTransactionsForAdmin(params.id),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
