import type { z } from "zod";
import type { Entitlements } from "@/lib/analysis/entitlements";
import type {
  CodeSent as CodeSentSchema,
  EmailLinkVerified as EmailLinkVerifiedSchema,
  SignedIn as SignedInSchema,
  Success,
} from "@/lib/auth/answer-schemas";
import type { VerifyLoginCodeBody } from "@/lib/auth/schemas";
import type { EnvironmentFlags as EnvironmentFlagsSchema } from "@/lib/config/environment";
import type {
  SpotDetail as SpotDetailSchema,
  SpotSummary as SpotSummarySchema,
} from "@/lib/spots/answer-schemas";
import type { SpotCreateSchema, SpotUpdateSchema } from "@/lib/spots/schemas";
import type { ProfileAnswer as ProfileAnswerSchema } from "@/lib/users/profile";
import type { UserProfile } from "@/lib/users/serialize";
import type {
  GeneratedReferral,
  InviteInfo as InviteInfoSchema,
  ReferralInfo as ReferralInfoSchema,
  VoucherRedeemed as VoucherRedeemedSchema,
} from "@/lib/vouchers/serialize";
import { apiRequest } from "./client";

// The calls the pages make, typed by the zod schemas of the answers that the route handlers are
// checked against and the OpenAPI document (GET /api/openapi.json) shows (type-only imports:
// nothing of the server reaches the browser bundle).

/** The answer a route declares with this schema (route()'s `answer`), as the browser receives it. */
export type Answer<S extends z.ZodType> = z.output<S>;

export type EnvironmentFlags = Answer<typeof EnvironmentFlagsSchema>;
export type { Entitlements, UserProfile };
/** GET /api/user/profile: the account and, as GET /api/user/entitlements says, what it may do now. */
export type ProfileAnswer = Answer<typeof ProfileAnswerSchema>;
export type ReferralInfo = Answer<typeof ReferralInfoSchema>;
export type InviteInfo = Answer<typeof InviteInfoSchema>;
export type CodeSent = Answer<typeof CodeSentSchema>;
/** `access_token` is for API clients; the page is signed in by the cookie set with this answer. */
export type SignedIn = Answer<typeof SignedInSchema>;
/** The first use of a link signs its owner in; a later one only says the address is verified. */
export type EmailLinkVerified = Answer<typeof EmailLinkVerifiedSchema>;
export type VoucherRedeemed = Answer<typeof VoucherRedeemedSchema>;
/** A spot in GET /api/spots: its place, reminder, report count, last check and next due date. */
export type SpotSummary = Answer<typeof SpotSummarySchema>;
/** GET /api/spots/{id}: the spot and its checks, oldest first. */
export type SpotDetail = Answer<typeof SpotDetailSchema>;
export type SpotCheck = SpotDetail["reports"][number];
export type SpotCreate = z.input<typeof SpotCreateSchema>;
export type SpotUpdate = z.input<typeof SpotUpdateSchema>;

export const api = {
  environment: () => apiRequest<EnvironmentFlags>("/api/environment"),

  sendLoginCode: (email: string) =>
    apiRequest<CodeSent>("/api/auth/send-login-code", { method: "POST", body: { email } }),
  verifyLoginCode: (input: z.input<typeof VerifyLoginCodeBody>) =>
    apiRequest<SignedIn>("/api/auth/verify-login-code", { method: "POST", body: input }),
  logout: () => apiRequest<Answer<typeof Success>>("/api/auth/logout", { method: "POST" }),
  verifyEmailLink: (token: string) =>
    apiRequest<EmailLinkVerified>(`/api/verify-email/${encodeURIComponent(token)}`),

  profile: () => apiRequest<ProfileAnswer>("/api/user/profile"),
  entitlements: () => apiRequest<Entitlements>("/api/user/entitlements"),

  referral: () => apiRequest<ReferralInfo>("/api/user/referral"),
  generateReferral: () =>
    apiRequest<Answer<typeof GeneratedReferral>>("/api/user/generate-referral", { method: "POST" }),
  invite: (code: string) => apiRequest<InviteInfo>(`/api/invite/${encodeURIComponent(code)}`),
  redeemVoucher: (code: string) =>
    apiRequest<VoucherRedeemed>("/api/vouchers/redeem", { method: "POST", query: { code } }),

  spots: () => apiRequest<SpotSummary[]>("/api/spots"),
  spot: (id: string) => apiRequest<SpotDetail>(`/api/spots/${encodeURIComponent(id)}`),
  createSpot: (spot: SpotCreate) => apiRequest<SpotDetail>("/api/spots", { method: "POST", body: spot }),
  updateSpot: (id: string, change: SpotUpdate) =>
    apiRequest<SpotDetail>(`/api/spots/${encodeURIComponent(id)}`, { method: "PATCH", body: change }),
  deleteSpot: (id: string) =>
    apiRequest<Answer<typeof Success>>(`/api/spots/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
