import { adminStats } from "@/lib/admin/stats";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { AdminStats } from "@/lib/admin/answer-schemas";

export const GET = route(
  {
    auth: "admin",
    docs: { summary: "Totals: users, paying users, reports, revenue, subscriptions" },
    answer: AdminStats,
  },
  () => adminStats(),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
