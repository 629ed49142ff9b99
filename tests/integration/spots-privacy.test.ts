import { describe, expect, it } from "vitest";
import { GET as reportRoute } from "@/app/api/reports/[id]/route";
import { GET as publicRoute } from "@/app/api/reports/public/route";
import { GET as userReportsRoute } from "@/app/api/user/reports/route";
import { DELETE as deleteSpotRoute } from "@/app/api/spots/[id]/route";
import { findReport } from "@/lib/reports/rows";
import { sharedReportMetadata } from "@/lib/reports/shared-page-metadata";
import { showReport } from "@/lib/reports/shared-page";
import en from "@/messages/en.json";
import { makePhoto, makeReport, makeSpot, signedInAdmin, signedInUser } from "../support/factories";
import { call } from "../support/http";

// Nobody but a report's owner and administrators learns that it is on a spot, nor which one
// (docs/spots.md).

const LABEL = "Mole-under-left-shoulder-blade";

async function publicReportOnSpot() {
  const owner = await signedInUser();
  const spot = await makeSpot(owner.user.id, { label: LABEL });
  const report = await makeReport({
    userId: owner.user.id,
    spotId: spot.id,
    privacySetting: "public",
    reportType: "full",
    charge: "credit",
    photoIds: [await makePhoto(owner.user.id)],
  });
  return { owner, spot, report };
}

const view = (id: string, bearer?: string) =>
  call(reportRoute, `/api/reports/${id}`, { bearer, params: { id } });

describe("a public report on a spot", () => {
  it("tells a visitor, another user, the gallery and the shared page nothing of its spot", async () => {
    const { spot, report } = await publicReportOnSpot();
    const other = await signedInUser();
    const answers = [
      await view(report.id),
      await view(report.id, other.token),
      await call(publicRoute, "/api/reports/public"),
    ];
    for (const { status, text } of answers) {
      expect(status).toBe(200);
      expect(text).toContain(report.id);
      expect(text).not.toContain(spot.id);
      expect(text).not.toContain(LABEL);
      expect(text).not.toContain("spot");
    }
    const page = showReport(await findReport(report.id), null, undefined)!;
    expect(page.report).not.toHaveProperty("spot_id");
    const texts = {
      date: report.createdAt.toISOString(),
      fallbackDescription: en.report.metadata.description,
      locale: "en" as const,
    };
    const shown = JSON.stringify([page, sharedReportMetadata(report.id, undefined, page, texts)]);
    expect(shown).not.toContain(spot.id);
    expect(shown).not.toContain(LABEL);
  });

  it("names the spot to its owner and administrators, and to nobody once the spot is deleted", async () => {
    const { owner, spot, report } = await publicReportOnSpot();
    const admin = await signedInAdmin();
    expect((await view(report.id, owner.token)).body.spot_id).toBe(spot.id);
    expect((await view(report.id, admin.token)).body.spot_id).toBe(spot.id);
    const own = await call(userReportsRoute, "/api/user/reports", { bearer: owner.token });
    expect(own.body).toEqual([expect.objectContaining({ id: report.id, spot_id: spot.id })]);

    await call(deleteSpotRoute, `/api/spots/${spot.id}`, {
      method: "DELETE",
      bearer: owner.token,
      params: { id: spot.id },
    });
    expect((await view(report.id, owner.token)).body).toMatchObject({ id: report.id, spot_id: null });
  });
});
