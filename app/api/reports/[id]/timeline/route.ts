import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { ReportParams } from "@/lib/reports/schemas";
import { reportTimeline } from "@/lib/reports/timeline";
import { ReportTimeline } from "@/lib/reports/answer-schemas";

// The owner's series of one report and its follow-ups, oldest first (Track Your Progress).
export const GET = route(
  {
    auth: "user",
    docs: { summary: "A report and its follow-ups, oldest first" },
    answer: ReportTimeline,
    params: ReportParams,
  },
  ({ user, params }) => reportTimeline(user, params.id),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
