import { z } from "zod";
import { BodySite, PrivacySetting, ReportType, SpotView } from "@/lib/generated/prisma/enums";
import { isoTime } from "@/lib/openapi/shapes";

// The answers of the spot routes: route() checks the handlers against them and the OpenAPI
// document shows them.

/** A spot with its report count, last check and next due date. */
export const SpotSummary = z.object({
  id: z.string(),
  label: z.string(),
  body_site: z.enum(BodySite),
  view: z.enum(SpotView),
  map_x: z.number().describe("0 (left) to 1 (right) across the view's outline"),
  map_y: z.number().describe("0 (top) to 1 (bottom) down the view's outline"),
  reminder_interval_days: z.number().int().nullable(),
  next_check_due_at: isoTime
    .nullable()
    .describe(
      "The last check (or the spot's creation, before any) plus the reminder interval; null without a reminder",
    ),
  check_due: z.boolean().describe("Whether next_check_due_at has come: the spot is due for a new photo"),
  created_at: isoTime,
  report_count: z.number().int(),
  last_check_at: isoTime.nullable(),
});

export const SpotList = z.array(SpotSummary);

/** One check of a spot: a report of its owner, oldest first in the spot's history. */
export const SpotCheck = z.object({
  id: z.string(),
  created_at: isoTime,
  report_type: z.enum(ReportType),
  title: z.string(),
  privacy_setting: z.enum(PrivacySetting),
  photo_ids: z.array(z.string()),
  progress_commentary: z
    .string()
    .nullable()
    .describe("A follow-up's commentary on how the spot changed since the report it follows; else null"),
});

export const SpotDetail = SpotSummary.extend({ reports: z.array(SpotCheck) });

/** POST /api/spots/reminders/unsubscribe: reminders are off; `message` says so. */
export const RemindersUnsubscribed = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/dev/spot-reminders: how many reminders the pass recorded. */
export const RemindersSent = z.object({ sent: z.number().int() });
