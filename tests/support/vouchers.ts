import { randomUUID } from "node:crypto";
import { POST as redeemRoute } from "@/app/api/vouchers/redeem/route";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { call } from "./http";

/** An administrator's voucher (1 credit, 10 uses, no end date unless overridden), code upper-cased as stored. */
export async function makeVoucher(overrides: Partial<Prisma.VoucherUncheckedCreateInput> = {}) {
  return db.voucher.create({
    data: {
      code: `GIFT${randomUUID().slice(0, 6)}`.toUpperCase(),
      reportCount: 1,
      usageLimit: 10,
      ...overrides,
    },
  });
}

/** POST /api/vouchers/redeem?code=..., as the page sends it. */
export function redeem(code: string, bearer?: string) {
  return call(redeemRoute, `/api/vouchers/redeem?code=${encodeURIComponent(code)}`, {
    method: "POST",
    bearer,
  });
}
