import type { Entitlements } from "@/lib/analysis/entitlements";
import type { environmentFlags } from "@/lib/config/environment";
import type { UserProfile } from "@/lib/users/serialize";
import type {
  serializeInvalidInvite,
  serializeNoReferral,
  serializeReferralInfo,
  serializeValidInvite,
} from "@/lib/vouchers/serialize";
import { apiRequest } from "./client";

// The calls the pages make, typed by the server's own serialisers where they
// exist (type-only imports: nothing of the server reaches the browser bundle).

export type EnvironmentFlags = ReturnType<typeof environmentFlags>;
export type { Entitlements, UserProfile };
/** GET /api/user/profile: the account and, as GET /api/user/entitlements says, what it may do now. */
export type ProfileAnswer = UserProfile & { entitlements: Entitlements };
export type ReferralInfo = ReturnType<typeof serializeReferralInfo> | ReturnType<typeof serializeNoReferral>;
export type InviteInfo = ReturnType<typeof serializeValidInvite> | ReturnType<typeof serializeInvalidInvite>;

export type CodeSent = { token: string; message: string };
/** `access_token` is for API clients; the page is signed in by the cookie set with this answer. */
export type SignedIn = { access_token: string; user_id: string };
/** The first use of a link signs its owner in; a later one only says the address is verified. */
export type EmailLinkVerified =
  | (SignedIn & { auto_login: true; already_verified: boolean })
  | { access_token: null; user_id: null; auto_login: false; already_verified: true };
export type VoucherRedeemed = {
  message: string;
  credits_added: number;
  credits: number;
  credits_expires_at: string | null;
};

export const api = {
  environment: () => apiRequest<EnvironmentFlags>("/api/environment"),

  sendLoginCode: (email: string) =>
    apiRequest<CodeSent>("/api/auth/send-login-code", { method: "POST", body: { email } }),
  verifyLoginCode: (input: { email: string; code: string; token: string }) =>
    apiRequest<SignedIn>("/api/auth/verify-login-code", { method: "POST", body: input }),
  logout: () => apiRequest<{ success: boolean }>("/api/auth/logout", { method: "POST" }),
  verifyEmailLink: (token: string) =>
    apiRequest<EmailLinkVerified>(`/api/verify-email/${encodeURIComponent(token)}`),

  profile: () => apiRequest<ProfileAnswer>("/api/user/profile"),
  entitlements: () => apiRequest<Entitlements>("/api/user/entitlements"),

  referral: () => apiRequest<ReferralInfo>("/api/user/referral"),
  generateReferral: () =>
    apiRequest<{ voucher_code: string }>("/api/user/generate-referral", { method: "POST" }),
  invite: (code: string) => apiRequest<InviteInfo>(`/api/invite/${encodeURIComponent(code)}`),
  redeemVoucher: (code: string) =>
    apiRequest<VoucherRedeemed>("/api/vouchers/redeem", { method: "POST", query: { code } }),
};
