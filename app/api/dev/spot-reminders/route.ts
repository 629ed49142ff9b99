import { z } from "zod";
import { devEndpointsAvailable } from "@/lib/config/environment";
import { notFound, unprocessable } from "@/lib/errors/http-error";
import { readJsonBody } from "@/lib/http/json-body";
import { otherMethods } from "@/lib/http/methods";
import { describeZodError, route } from "@/lib/http/route";
import { RemindersSent } from "@/lib/spots/answer-schemas";
import { sendDueSpotReminders } from "@/lib/spots/reminders";

// Development and testing only, for administrators: runs the hourly reminder pass now, as of the
// given time, so an end-to-end journey can receive a reminder months ahead without waiting.
const RunReminders = z.object({ now: z.iso.datetime().optional() });

export const POST = route(
  {
    auth: "admin",
    docs: {
      summary: "Send the spot reminders due by a time (development and testing only)",
      json: RunReminders,
    },
    answer: RemindersSent,
  },
  async ({ ip, req }) => {
    if (!devEndpointsAvailable(ip)) throw notFound("Not found");
    const input = RunReminders.safeParse(await readJsonBody(req));
    if (!input.success) throw unprocessable(describeZodError(input.error));
    return sendDueSpotReminders(input.data.now ? new Date(input.data.now) : new Date());
  },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
