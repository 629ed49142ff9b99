import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";

// Every app instance runs the same timers; a job runs where its lease was claimed. The claim is
// one statement on the shared database, so two instances that try at the same moment cannot both
// win, and a lease that is never released (the instance died) expires on its own.

/** This process, as lease holder (in the row, for operators who wonder which instance swept). */
export const INSTANCE_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Claims the lease `name` for `seconds` unless another holder's lease is still running; true when
 * this instance may run the job. The lease is not released after the job: it also spaces the runs,
 * so N instances with hourly timers sweep once an hour between them.
 */
export async function claimLease(name: string, seconds: number, holder = INSTANCE_ID): Promise<boolean> {
  // Timestamps are stored in UTC, as Prisma writes them; the database's clock decides, not the instances'.
  const rows = await db.$queryRaw<{ holder: string }[]>`
    INSERT INTO scheduler_leases (name, holder, expires_at)
    VALUES (${name}, ${holder}, (now() AT TIME ZONE 'UTC') + ${seconds} * interval '1 second')
    ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
      WHERE scheduler_leases.expires_at <= (now() AT TIME ZONE 'UTC')
    RETURNING holder`;
  return rows.length === 1;
}
