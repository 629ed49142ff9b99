import { db } from "@/lib/db";

const SHOWN = 20;

/** The codes e-mailed to an address, newest first, as the development outbox holds them. */
export async function recentVerificationCodes(email: string) {
  const rows = await db.emailOutbox.findMany({
    where: { to: email, code: { not: null } },
    orderBy: { createdAt: "desc" },
    take: SHOWN,
  });
  return {
    codes: rows.map((row) => ({
      email: row.to,
      code: row.code,
      purpose: row.purpose,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
