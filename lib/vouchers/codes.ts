import { randomInt } from "node:crypto";

// Voucher codes: compared upper-cased, and referral codes readable aloud.

/** Codes are case-insensitive: stored and looked up upper-cased, without surrounding spaces. */
export function normalizeVoucherCode(raw: string | null | undefined): string {
  return (raw ?? "").trim().toUpperCase();
}

/** Longer than any code the console or the referral programme makes; longer input is simply unknown. */
export const MAX_VOUCHER_CODE_LENGTH = 64;

/** No 0/O, 1/I/L: a code read from a phone screen or a note cannot be mistyped as another. */
export const REFERRAL_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;

/** A random referral code: 31^8, about 8.5 * 10^11 codes, from the crypto generator. */
export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/**
 * An address shown to someone other than its owner: the first two characters of the
 * local part (one when it is that short), then "***" and the domain: "jo***@example.com".
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return "***";
  const local = email.slice(0, at);
  const keep = local.length > 3 ? 2 : local.length > 1 ? 1 : 0;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}
