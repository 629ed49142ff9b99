import { currentUser } from "@/lib/auth/current-user";
import { carriesAccessToken } from "@/lib/auth/tokens";
import { isOpenToAnyone, reportAccess } from "./access";
import { findReportForAccess } from "./rows";

// Which page answers /reports/{id} (proxy.ts): the page everyone shares, kept whole by Next (a
// public report, or "Report Not Found" with its 404), or, for a report that is not public, the
// page rendered for a viewer who may see it. A visitor with no session and no share token can
// only ever see the shared page, so their request costs nothing here; anyone else costs one read
// of the report, and of their account when the report is not public.

/** Where proxy.ts sends it (app/[locale]/(site)/restricted-report): outside /reports, which the kept page owns. */
export const RESTRICTED_REPORT_PATH = "/restricted-report";

type ReportPageRequest = Parameters<typeof currentUser>[0];

/** "restricted" when the report is not public and this request may see it; else "shared". */
export async function reportPageFor(
  id: string,
  req: ReportPageRequest,
  token: string | null,
): Promise<"shared" | "restricted"> {
  const credential = carriesAccessToken({
    authorization: req.headers.get("authorization") ?? undefined,
    cookie: req.headers.get("cookie") ?? undefined,
  });
  if (!credential && !token) return "shared";
  const report = await findReportForAccess(id);
  if (!report || isOpenToAnyone(report)) return "shared";
  const viewer = credential ? await currentUser(req).catch(() => null) : null;
  return reportAccess(report, viewer, token ?? undefined) ? "restricted" : "shared";
}
