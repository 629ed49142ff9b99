import { upgradeRequestFor } from "@/components/report-owner/api";
import { apiRequest } from "@/lib/api-client";
import type { pricingView } from "@/lib/settings/schema";
import type { AnswerValue, ProfileQuestionView } from "@/lib/profile/schema";
import type { serializeReport } from "@/lib/reports/serialize";

// The account page's calls, on the one API client (type-only imports of the server's shapes).

export type Pricing = ReturnType<typeof pricingView>;
export type OwnReport = ReturnType<typeof serializeReport>;
export type Questionnaire = {
  profile_questions: ProfileQuestionView[];
  answers: Record<string, AnswerValue>;
};
type Outcome = { success: boolean; message: string };
/** A credit pack by its size (CREDIT_PACKAGES), or the yearly subscription. */
export type CheckoutPlan = { kind: "credits"; credits: number } | { kind: "subscription" };

export const accountApi = {
  pricing: () => apiRequest<Pricing>("/api/settings/pricing"),
  reports: () => apiRequest<OwnReport[]>("/api/user/reports"),
  questions: () => apiRequest<Questionnaire>("/api/user/questions"),
  saveAnswers: (answers: Record<string, AnswerValue | null>) =>
    apiRequest<unknown>("/api/user/questions", { method: "POST", body: answers }),
  cancelSubscription: (cancel_type: "end_of_period" | "immediate") =>
    apiRequest<Outcome>("/api/subscription/cancel", { method: "POST", body: { cancel_type } }),
  reactivateSubscription: () => apiRequest<Outcome>("/api/subscription/reactivate", { method: "POST" }),
  checkout: (plan: CheckoutPlan) =>
    apiRequest<{ checkout_url: string }>("/api/create-checkout-session", {
      method: "POST",
      body:
        plan.kind === "credits"
          ? { plan_type: "credits", plan_details: { type: "credits", credits: plan.credits } }
          : { plan_type: "subscription", plan_details: { type: "yearly" } },
    }),
  /** A summary's full report (upgradeRequestFor: the same photos, records, answers, note and privacy rule). */
  upgrade: (report: OwnReport) =>
    apiRequest<{ report_id: string }>("/api/analysis/full", {
      method: "POST",
      body: upgradeRequestFor(report),
    }),
  deleteCode: () =>
    apiRequest<{ token: string; message: string }>("/api/user/delete-code", { method: "POST" }),
  deleteAccount: (input: { code: string; token: string }) =>
    apiRequest<unknown>("/api/user", { method: "DELETE", body: input }),
  logoutAll: () => apiRequest<unknown>("/api/auth/logout-all", { method: "POST" }),
};
