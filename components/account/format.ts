import type { UserProfile } from "@/lib/api-client";

/** "23 May 2027": dates on the account page, in the reader's locale but unambiguous. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "Unknown date";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Invalid date";
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
}

export function formatEuro(amount: number): string {
  return `€${amount.toFixed(2)}`;
}

/** Subscribed in the spec's sense: status active (with or without a cancel at the period end). */
export function isSubscribed(profile: UserProfile): boolean {
  return profile.subscription_status === "active";
}

/** May upgrade a summary: credits above 0 or an active subscription (spec section 2). */
export function canUpgrade(profile: UserProfile): boolean {
  return profile.credits > 0 || isSubscribed(profile);
}

/** "1 credit", "3 credits". */
export function formatCredits(count: number): string {
  return `${count} ${count === 1 ? "credit" : "credits"}`;
}
