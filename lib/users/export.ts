import { eurosFromCents } from "@/lib/billing/money";
import { planTypeName } from "@/lib/billing/plan-types";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { profileAnswers } from "@/lib/profile/answers";
import { reportInclude, serializeReport } from "@/lib/reports/serialize";
import { listSpots } from "@/lib/spots/queries";
import { blobStore } from "@/lib/storage";
import { ownedReportPhotosWhere } from "./owned-photos";
import { maskEmail } from "@/lib/vouchers/codes";
import { userAccount } from "./profile";

/**
 * Everything SkinSight keeps about the user, for GET /api/user/export: the
 * bytes of the photos they uploaded and of their medical records included,
 * and nothing of anyone else's.
 */
export async function userDataExport(user: User, now: Date = new Date()) {
  const userId = user.id;
  const [
    profile,
    answers,
    spots,
    reports,
    photos,
    medicalRecords,
    payments,
    ledger,
    redemptions,
    referralVouchers,
  ] = await Promise.all([
    userAccount(user, now),
    profileAnswers(user),
    listSpots(user),
    db.report.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, include: reportInclude }),
    db.photo.findMany({
      where: ownedReportPhotosWhere(userId),
      orderBy: { createdAt: "asc" },
      select: { id: true, width: true, height: true, createdAt: true, blobId: true },
    }),
    db.medicalRecord.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      include: { blob: { select: { contentType: true, byteSize: true } } },
    }),
    db.payment.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.creditLedgerEntry.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.voucherRedemption.findMany({
      where: { userId },
      orderBy: { redeemedAt: "asc" },
      include: { voucher: { select: { code: true, reportCount: true } } },
    }),
    db.voucher.findMany({
      where: { creatorId: userId, voucherType: "referral" },
      orderBy: { createdAt: "asc" },
      include: {
        redemptions: { orderBy: { redeemedAt: "asc" }, include: { user: { select: { email: true } } } },
      },
    }),
  ]);
  // The bytes from wherever they are stored (lib/storage), one blob at a time: a large account
  // must not take the whole connection pool.
  const bytesOf = async (blobIds: string[]) => {
    const encoded: string[] = [];
    for (const blobId of blobIds)
      encoded.push(((await blobStore.get(blobId))?.data ?? Buffer.alloc(0)).toString("base64"));
    return encoded;
  };
  const photoData = await bytesOf(photos.map((p) => p.blobId));
  const recordData = await bytesOf(medicalRecords.map((m) => m.blobId));
  return {
    exported_at: now.toISOString(),
    profile,
    profile_answers: answers,
    // The spots on the body map; each report names its own (spot_id).
    spots,
    reports: reports.map((report) => serializeReport(report, "owner")),
    photos: photos.map((p, index) => ({
      id: p.id,
      width: p.width,
      height: p.height,
      created_at: p.createdAt.toISOString(),
      content_type: "image/jpeg",
      base64_data: photoData[index],
    })),
    medical_records: medicalRecords.map((m, index) => ({
      id: m.id,
      filename: m.filename,
      content_type: m.blob.contentType,
      byte_size: m.blob.byteSize,
      created_at: m.createdAt.toISOString(),
      base64_data: recordData[index],
      extracted_text: m.extractedText,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      plan_type: planTypeName(p.planType),
      amount: eurosFromCents(p.amountCents),
      currency: p.currency,
      status: p.status,
      credits: p.credits,
      description: p.description,
      stripe_session_id: p.stripeSessionId,
      created_at: p.createdAt.toISOString(),
      user_email: p.userEmail,
    })),
    credit_ledger: ledger.map((e) => ({
      id: e.id,
      delta: e.delta,
      balance_after: e.balanceAfter,
      reason: e.reason,
      report_id: e.reportId,
      payment_id: e.paymentId,
      note: e.note,
      created_at: e.createdAt.toISOString(),
    })),
    voucher_redemptions: redemptions.map((r) => ({
      voucher_code: r.voucher.code,
      credits: r.voucher.reportCount,
      redeemed_at: r.redeemedAt.toISOString(),
    })),
    referrals: referralVouchers.map((v) => ({
      voucher_code: v.code,
      created_at: v.createdAt.toISOString(),
      redemptions: v.redemptions.map((r) => ({
        // The friend's address is theirs: masked, as the referral page shows it.
        email: maskEmail(r.user.email),
        redeemed_at: r.redeemedAt.toISOString(),
      })),
    })),
  };
}

/** The export as a JSON file download named after the day it was made. */
export async function userDataDownload(user: User, now: Date = new Date()): Promise<Response> {
  const data = await userDataExport(user, now);
  const filename = `skinsight-data-${now.toISOString().slice(0, 10)}.json`;
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
