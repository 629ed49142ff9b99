import { z } from "zod";

// The answer of GET /api/health: route() and the OpenAPI document show it; the tests parse real
// answers with it.

const Check = { required: z.boolean(), detail: z.string().optional() };
const HealthChecks = z.object({
  database: z.object({ status: z.enum(["ok", "down"]), ...Check }),
  storage: z.object({ status: z.enum(["ok", "down"]), kind: z.enum(["postgresql", "s3"]), ...Check }),
  email: z.object({ status: z.enum(["configured", "outbox", "not_configured", "unknown"]), ...Check }),
  ai: z.object({ status: z.enum(["configured", "demonstration", "unknown"]), ...Check }),
});

/** The 200 answer; a 503 (the database is down) answers {status: "error", detail, checks}. */
export const HealthAnswer = z.object({
  status: z.literal("ok"),
  database: z.literal("ok"),
  email: z.enum(["configured", "outbox", "not_configured", "unknown"]).describe("How e-mail leaves"),
  ms: z.number().int(),
  checks: HealthChecks,
});
