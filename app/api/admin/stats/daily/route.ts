import { dailyActivity } from "@/lib/admin/dashboard";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { DailyActivity } from "@/lib/admin/answer-schemas";

export const GET = route({ auth: "admin", docs: { summary: "Daily activity" }, answer: DailyActivity }, () =>
  dailyActivity(),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
