import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteUser } from "@/app/api/user/route";
import { POST as sendDeleteCode } from "@/app/api/user/delete-code/route";
import { GET as exportData } from "@/app/api/user/export/route";
import { GET as profile } from "@/app/api/user/profile/route";
import { CODE_EXPIRED, WRONG_CODE, issueChallenge } from "@/lib/auth/challenges";
import { sessionCookieName } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { seedProfileQuestions } from "@/lib/profile/questions";
import { maskEmail } from "@/lib/vouchers/codes";
import { call } from "../support/http";
import { makePhoto, makeReport, makeSpot, makeUser, signedInUser } from "../support/factories";

const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

beforeAll(async () => {
  await seedProfileQuestions();
});

/** A user with something of every kind the account holds. */
async function userWithData() {
  const { user, token } = await signedInUser({ fullName: "Rosalind Franklin", credits: 2 });
  const photoBlob = await db.storedBlob.create({
    data: { contentType: "image/jpeg", byteSize: JPEG_BYTES.length, data: JPEG_BYTES },
  });
  const photo = await db.photo.create({
    data: { userId: user.id, privacySetting: "private", blobId: photoBlob.id, width: 640, height: 480 },
  });
  const recordBlob = await db.storedBlob.create({
    data: { contentType: "application/pdf", byteSize: 4, data: Buffer.from("%PDF") },
  });
  const record = await db.medicalRecord.create({
    data: { userId: user.id, filename: "biopsy.pdf", blobId: recordBlob.id },
  });
  const spot = await makeSpot(user.id, { label: "Patch on the left forearm", bodySite: "left_forearm" });
  const report = await db.report.create({
    data: {
      userId: user.id,
      spotId: spot.id,
      title: "Eczema on forearm",
      reportType: "full",
      privacySetting: "private",
      content: { content: "Full findings", title: "Eczema on forearm" },
      charge: "credit",
      creditsCharged: 1,
      photos: { create: { photoId: photo.id, position: 0 } },
      medicalRecords: { create: { medicalRecordId: record.id } },
    },
  });
  const payment = await db.payment.create({
    data: {
      userId: user.id,
      userEmail: user.email,
      planType: "credits_3",
      amountCents: 1999,
      status: "completed",
      credits: 3,
    },
  });
  await db.creditLedgerEntry.create({
    data: { userId: user.id, delta: 3, balanceAfter: 3, reason: "purchase", paymentId: payment.id },
  });
  const voucher = await db.voucher.create({ data: { code: `WELCOME-${user.id.slice(0, 6)}`.toUpperCase() } });
  await db.voucherRedemption.create({ data: { voucherId: voucher.id, userId: user.id } });
  const friend = await makeUser();
  const referral = await db.voucher.create({
    data: { code: `REF-${user.id.slice(0, 6)}`.toUpperCase(), voucherType: "referral", creatorId: user.id },
  });
  await db.voucherRedemption.create({ data: { voucherId: referral.id, userId: friend.id } });
  await db.profileAnswer.create({ data: { userId: user.id, questionId: "skin_type", value: "Dry" } });
  return { user, token, photo, photoBlob, record, recordBlob, spot, report, payment, friend, referral };
}

describe("GET /api/user/export", () => {
  it("downloads the user's own data as a dated JSON file", async () => {
    const mine = await userWithData();
    const other = await userWithData();
    const { status, headers, body } = await call(exportData, "/api/user/export", { bearer: mine.token });
    expect(status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(headers.get("content-disposition")).toBe(`attachment; filename="skinsight-data-${today}.json"`);
    expect(headers.get("content-type")).toContain("application/json");

    expect(body.profile).toMatchObject({
      id: mine.user.id,
      email: mine.user.email,
      full_name: "Rosalind Franklin",
    });
    expect(body.profile_answers).toEqual({ full_name: "Rosalind Franklin", skin_type: "Dry" });
    expect(body.reports).toEqual([
      expect.objectContaining({
        id: mine.report.id,
        content: expect.objectContaining({ content: "Full findings", title: "Eczema on forearm" }),
        photo_ids: [mine.photo.id],
        medical_record_ids: [mine.record.id],
        spot_id: mine.spot.id,
      }),
    ]);
    expect(body.spots).toEqual([
      expect.objectContaining({
        id: mine.spot.id,
        label: "Patch on the left forearm",
        body_site: "left_forearm",
        report_count: 1,
      }),
    ]);
    expect(body.photos).toEqual([
      expect.objectContaining({ id: mine.photo.id, base64_data: JPEG_BYTES.toString("base64") }),
    ]);
    expect(body.medical_records).toEqual([
      expect.objectContaining({
        id: mine.record.id,
        filename: "biopsy.pdf",
        content_type: "application/pdf",
      }),
    ]);
    expect(body.payments).toEqual([
      expect.objectContaining({ id: mine.payment.id, amount: 19.99, status: "completed" }),
    ]);
    expect(body.credit_ledger).toEqual([expect.objectContaining({ delta: 3, reason: "purchase" })]);
    expect(body.voucher_redemptions).toEqual([expect.objectContaining({ credits: 1 })]);
    expect(body.referrals).toEqual([
      expect.objectContaining({
        voucher_code: mine.referral.code,
        redemptions: [expect.objectContaining({ email: maskEmail(mine.friend.email) })],
      }),
    ]);

    const text = JSON.stringify(body);
    for (const foreign of [
      mine.friend.email,
      other.user.id,
      other.user.email,
      other.report.id,
      other.spot.id,
      other.photo.id,
      other.payment.id,
    ]) {
      expect(text).not.toContain(foreign);
    }
  });

  it("holds the contents of the user's medical records, with their file names and types", async () => {
    const mine = await userWithData();
    const { body } = await call(exportData, "/api/user/export", { bearer: mine.token });
    expect(body.medical_records).toEqual([
      expect.objectContaining({
        id: mine.record.id,
        filename: "biopsy.pdf",
        content_type: "application/pdf",
        base64_data: Buffer.from("%PDF").toString("base64"),
      }),
    ]);
  });

  it("leaves out a visitor's photo that was put into the user's report", async () => {
    const mine = await userWithData();
    const visitorsPhoto = await makePhoto(null);
    await db.reportPhoto.create({ data: { reportId: mine.report.id, photoId: visitorsPhoto, position: 1 } });
    const { body } = await call(exportData, "/api/user/export", { bearer: mine.token });
    expect((body.photos as { id: string }[]).map((p) => p.id)).toEqual([mine.photo.id]);
  });

  it("asks for sign-in", async () => {
    expect((await call(exportData, "/api/user/export")).status).toBe(401);
  });
});

describe("deleting the account", () => {
  async function requestCode(token: string, email: string) {
    const sent = await call(sendDeleteCode, "/api/user/delete-code", { bearer: token, method: "POST" });
    expect(sent.status).toBe(200);
    const mail = await db.emailOutbox.findFirstOrThrow({
      where: { to: email, purpose: "delete_account_code" },
      orderBy: { createdAt: "desc" },
    });
    return { token: sent.body.token as string, message: sent.body.message, code: mail.code as string };
  }

  const remove = (bearer: string, json: unknown) =>
    call(deleteUser, "/api/user", { method: "DELETE", bearer, json });

  it("e-mails a code and refuses a wrong one, deleting nothing", async () => {
    const { user, token } = await userWithData();
    const challenge = await requestCode(token, user.email);
    expect(challenge.message).toBe(
      "We sent a verification code to your email. Enter it to confirm the deletion of your account.",
    );
    expect(challenge.code).toMatch(/^\d{6}$/);
    const wrong = challenge.code === "000000" ? "111111" : "000000";
    const { status, body } = await remove(token, { code: wrong, token: challenge.token });
    expect(status).toBe(400);
    expect(body).toEqual({ detail: WRONG_CODE, code: "code_wrong" });
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
    expect(await db.report.count({ where: { userId: user.id } })).toBe(1);
  });

  it("refuses an expired code", async () => {
    const { user, token } = await userWithData();
    const challenge = await requestCode(token, user.email);
    await db.loginChallenge.updateMany({
      where: { email: user.email },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const { status, body } = await remove(token, challenge);
    expect(status).toBe(400);
    expect(body).toEqual({ detail: CODE_EXPIRED, code: "code_expired" });
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
  });

  it("refuses a sign-in code", async () => {
    const { user, token } = await userWithData();
    const login = await issueChallenge({ email: user.email, purpose: "login", ip: "198.51.100.7" });
    const { status } = await remove(token, login);
    expect(status).toBe(400);
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
  });

  it("needs the code and its token", async () => {
    const { token } = await signedInUser();
    expect((await remove(token, {})).status).toBe(422);
    expect((await call(sendDeleteCode, "/api/user/delete-code", { method: "POST" })).status).toBe(401);
  });

  it("removes the account, its reports, photos, records and bytes, and keeps payments detached", async () => {
    const mine = await userWithData();
    const other = await userWithData();
    const challenge = await requestCode(mine.token, mine.user.email);
    const { status, body, headers } = await remove(mine.token, challenge);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(headers.get("set-cookie")).toMatch(new RegExp(`^${sessionCookieName()}=;.*Max-Age=0`, "i"));

    const userId = mine.user.id;
    expect(await db.user.count({ where: { id: userId } })).toBe(0);
    expect(await db.report.count({ where: { id: mine.report.id } })).toBe(0);
    expect(await db.spot.count({ where: { userId } })).toBe(0);
    expect(await db.photo.count({ where: { id: mine.photo.id } })).toBe(0);
    expect(await db.medicalRecord.count({ where: { id: mine.record.id } })).toBe(0);
    expect(
      await db.storedBlob.count({ where: { id: { in: [mine.photoBlob.id, mine.recordBlob.id] } } }),
    ).toBe(0);
    expect(await db.profileAnswer.count({ where: { userId } })).toBe(0);
    expect(await db.creditLedgerEntry.count({ where: { userId } })).toBe(0);
    expect(await db.payment.findUniqueOrThrow({ where: { id: mine.payment.id } })).toMatchObject({
      userId: null,
      userEmail: mine.user.email,
      amountCents: 1999,
    });

    expect(await db.user.count({ where: { id: other.user.id } })).toBe(1);
    expect(await db.report.count({ where: { id: other.report.id } })).toBe(1);
    expect(await db.spot.count({ where: { id: other.spot.id } })).toBe(1);
    expect(
      await db.storedBlob.count({ where: { id: { in: [other.photoBlob.id, other.recordBlob.id] } } }),
    ).toBe(2);
    expect((await call(profile, "/api/user/profile", { bearer: mine.token })).status).toBe(401);
  });

  it("leaves a visitor's photo alone when it was in one of the deleted account's reports", async () => {
    const mine = await userWithData();
    const visitorsPhoto = await makePhoto(null);
    const visitorsReport = await makeReport({ photoIds: [visitorsPhoto] });
    await db.reportPhoto.create({ data: { reportId: mine.report.id, photoId: visitorsPhoto, position: 1 } });
    const challenge = await requestCode(mine.token, mine.user.email);
    expect((await remove(mine.token, challenge)).status).toBe(200);

    const photo = await db.photo.findUniqueOrThrow({ where: { id: visitorsPhoto } });
    expect(await db.storedBlob.count({ where: { id: photo.blobId } })).toBe(1);
    expect(
      await db.reportPhoto.count({ where: { reportId: visitorsReport.id, photoId: visitorsPhoto } }),
    ).toBe(1);
  });

  it("leaves no e-mail sent to the address in the outbox: codes, subjects and address go too", async () => {
    const mine = await userWithData();
    const other = await userWithData();
    const mail = (to: string) => ({
      to,
      from: "SkinSight <noreply@skinsight.local>",
      subject: "Your SkinSight sign-in code",
      html: "<p>123456</p>",
      text: "123456",
      purpose: "login_code",
      code: "123456",
    });
    await db.emailOutbox.createMany({
      data: [mail(mine.user.email), mail(mine.user.email.toUpperCase()), mail(other.user.email)],
    });
    const challenge = await requestCode(mine.token, mine.user.email);
    expect((await remove(mine.token, challenge)).status).toBe(200);

    expect(
      await db.emailOutbox.count({ where: { to: { equals: mine.user.email, mode: "insensitive" } } }),
    ).toBe(0);
    expect(await db.emailOutbox.count({ where: { to: other.user.email } })).toBe(1);
  });
});
