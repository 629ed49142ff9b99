import { db } from "@/lib/db";

const DATABASE_TIMEOUT_MS = 2_000;

export type Health = { status: "ok"; database: "ok"; ms: number } | { status: "error"; detail: string };

/** A cheap round trip to the database, bounded so a hung server answers quickly. */
export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.$queryRaw`SELECT 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), DATABASE_TIMEOUT_MS);
      }),
    ]);
    return { status: "ok", database: "ok", ms: Math.round(performance.now() - started) };
  } catch (error) {
    const reason =
      error instanceof Error && error.message === "timeout" ? "did not answer in time" : "is unreachable";
    return { status: "error", detail: `Database ${reason}` };
  } finally {
    clearTimeout(timer);
  }
}
