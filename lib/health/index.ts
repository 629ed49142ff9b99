import { z } from "zod";
import { db } from "@/lib/db";
import { currentEmailDelivery, type EmailDelivery } from "@/lib/email/provider-status";

const DATABASE_TIMEOUT_MS = 2_000;

/**
 * `email` says how mail leaves (lib/email/provider-status.ts); only the database decides the
 * status: a server without an e-mail provider still serves, and an orchestrator must not restart it.
 */
export type Health =
  { status: "ok"; database: "ok"; email: EmailDelivery; ms: number } | { status: "error"; detail: string };

/** The 200 answer of GET /api/health; a 503 answers {status: "error", detail}. */
export const HealthAnswer = z.object({
  status: z.literal("ok"),
  database: z.literal("ok"),
  email: z.enum(["configured", "outbox", "not_configured"]).describe("How e-mail leaves"),
  ms: z.number().int(),
});

/** A cheap round trip to the database, bounded so a hung server answers quickly. */
export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const email = await Promise.race([
      // The stored Resend key is read once the database answered (kept in memory until it changes).
      db.$queryRaw`SELECT 1`.then(() => currentEmailDelivery()),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), DATABASE_TIMEOUT_MS);
      }),
    ]);
    return { status: "ok", database: "ok", email, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const reason =
      error instanceof Error && error.message === "timeout" ? "did not answer in time" : "is unreachable";
    return { status: "error", detail: `Database ${reason}` };
  } finally {
    clearTimeout(timer);
  }
}
