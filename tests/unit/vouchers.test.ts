import { describe, expect, it } from "vitest";
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  maskEmail,
  newReferralCode,
  normalizeVoucherCode,
} from "@/lib/vouchers/codes";
import {
  VOUCHER_EXPIRED,
  VOUCHER_INACTIVE,
  VOUCHER_NOT_FOUND,
  VOUCHER_USED_UP,
  voucherRefusal,
  voucherStateRefusal,
} from "@/lib/vouchers/rules";

const now = new Date("2026-06-01T12:00:00Z");
const voucher = { isActive: true, expiresAt: null as Date | null, usedCount: 0, usageLimit: 10 };

describe("voucher refusals", () => {
  it.each([
    ["unknown", null, { status: 404, detail: VOUCHER_NOT_FOUND, code: "voucher_not_found" }],
    [
      "switched off",
      { ...voucher, isActive: false },
      { status: 400, detail: VOUCHER_INACTIVE, code: "voucher_inactive" },
    ],
    [
      "past its date",
      { ...voucher, expiresAt: new Date("2026-06-01T11:59:59Z") },
      { status: 400, detail: VOUCHER_EXPIRED, code: "voucher_expired" },
    ],
    [
      "ending this very moment",
      { ...voucher, expiresAt: now },
      { status: 400, detail: VOUCHER_EXPIRED, code: "voucher_expired" },
    ],
    [
      "out of uses",
      { ...voucher, usedCount: 10 },
      { status: 400, detail: VOUCHER_USED_UP, code: "voucher_used_up" },
    ],
    ["with a use left", { ...voucher, usedCount: 9 }, null],
    ["ending tomorrow", { ...voucher, expiresAt: new Date("2026-06-02T12:00:00Z") }, null],
    [
      "inactive and used up: inactive is said first",
      { ...voucher, isActive: false, usedCount: 10 },
      { status: 400, detail: VOUCHER_INACTIVE, code: "voucher_inactive" },
    ],
  ])("a voucher %s", (_name, v, refusal) => {
    expect(voucherRefusal(v, now)).toEqual(refusal);
  });

  it("the state check leaves uses to the conditional update", () => {
    expect(voucherStateRefusal({ ...voucher, usedCount: 10 }, now)).toBeNull();
  });
});

describe("voucher codes", () => {
  it.each([
    ["welcome10", "WELCOME10"],
    ["  Spring-Glow ", "SPRING-GLOW"],
    ["", ""],
  ])("%j is looked up as %j", (raw, code) => {
    expect(normalizeVoucherCode(raw)).toBe(code);
  });

  it("referral codes are 8 characters with no look-alikes (0/O, 1/I/L)", () => {
    for (let i = 0; i < 200; i++) {
      const code = newReferralCode();
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]+$/);
      expect([...code].every((c) => REFERRAL_CODE_ALPHABET.includes(c))).toBe(true);
    }
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });
});

describe("masked addresses", () => {
  it.each([
    ["johanna@example.com", "jo***@example.com"],
    ["anna@example.com", "an***@example.com"],
    ["bob@example.org", "b***@example.org"],
    ["bo@example.org", "b***@example.org"],
    ["x@example.org", "***@example.org"],
    ["not-an-address", "***"],
  ])("%s is shown as %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
