import type { Spot } from "@/lib/generated/prisma/client";
import { nextCheckDueAt } from "./due";

// The API's spot, field by field, so nothing leaks by accident.

/** What a spot's reports add to it: how many there are and when the newest was made. */
export type SpotChecks = { count: number; lastAt: Date | null };

export function serializeSpot(spot: Spot, checks: SpotChecks, now: Date = new Date()) {
  const dueAt = nextCheckDueAt(spot, checks.lastAt);
  return {
    id: spot.id,
    label: spot.label,
    body_site: spot.bodySite,
    view: spot.view,
    map_x: spot.mapX,
    map_y: spot.mapY,
    reminder_interval_days: spot.reminderIntervalDays,
    next_check_due_at: dueAt?.toISOString() ?? null,
    check_due: dueAt !== null && dueAt <= now,
    created_at: spot.createdAt.toISOString(),
    report_count: checks.count,
    last_check_at: checks.lastAt?.toISOString() ?? null,
  };
}

export type SerializedSpot = ReturnType<typeof serializeSpot>;

type Check = {
  id: string;
  createdAt: Date;
  reportType: "summary" | "full" | "followup";
  title: string;
  privacySetting: "public" | "unlisted" | "private";
  photos: { photoId: string }[];
};

/** A check of a spot; `progressCommentary` is a follow-up's words on the change since the check before. */
export function serializeCheck(report: Check, progressCommentary: string | null) {
  return {
    id: report.id,
    created_at: report.createdAt.toISOString(),
    report_type: report.reportType,
    title: report.title,
    privacy_setting: report.privacySetting,
    photo_ids: report.photos.map((p) => p.photoId),
    progress_commentary: progressCommentary,
  };
}
