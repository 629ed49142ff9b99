import { upgradeRequestFor } from "@/components/report-owner/api";
import { apiRequest, type Answer } from "@/lib/api-client";
import type { CodeSent, Success } from "@/lib/auth/answer-schemas";
import type { CheckoutStarted, SubscriptionChanged } from "@/lib/billing/answer-schemas";
import type { AnswersSaved, Questionnaire as QuestionnaireSchema } from "@/lib/profile/answer-schemas";
import type { AnswerValue } from "@/lib/profile/schema";
import type { AnalysisAnswer, ReportViews } from "@/lib/reports/answer-schemas";
import type { PricingAnswer } from "@/lib/settings/schema";
import type { ProfileAnswer } from "@/lib/users/profile";

// The account page's calls, on the one API client, typed by the answer schemas the route handlers
// declare (type-only imports: nothing of the server reaches the browser bundle).

export type Pricing = Answer<typeof PricingAnswer>;
export type OwnReport = Answer<typeof ReportViews>[number];
export type Questionnaire = Answer<typeof QuestionnaireSchema>;
type Outcome = Answer<typeof SubscriptionChanged>;
/** A credit pack by its size (CREDIT_PACKAGES), or the yearly subscription. */
export type CheckoutPlan = { kind: "credits"; credits: number } | { kind: "subscription" };

export const accountApi = {
  pricing: () => apiRequest<Pricing>("/api/settings/pricing"),
  reports: () => apiRequest<OwnReport[]>("/api/user/reports"),
  questions: () => apiRequest<Questionnaire>("/api/user/questions"),
  saveAnswers: (answers: Record<string, AnswerValue | null>) =>
    apiRequest<Answer<typeof AnswersSaved>>("/api/user/questions", { method: "POST", body: answers }),
  cancelSubscription: (cancel_type: "end_of_period" | "immediate") =>
    apiRequest<Outcome>("/api/subscription/cancel", { method: "POST", body: { cancel_type } }),
  reactivateSubscription: () => apiRequest<Outcome>("/api/subscription/reactivate", { method: "POST" }),
  checkout: (plan: CheckoutPlan) =>
    apiRequest<Answer<typeof CheckoutStarted>>("/api/create-checkout-session", {
      method: "POST",
      body:
        plan.kind === "credits"
          ? { plan_type: "credits", plan_details: { type: "credits", credits: plan.credits } }
          : { plan_type: "subscription", plan_details: { type: "yearly" } },
    }),
  /** A summary's full report (upgradeRequestFor: the same photos, records, answers, note and privacy rule). */
  upgrade: (report: OwnReport) =>
    apiRequest<Answer<typeof AnalysisAnswer>>("/api/analysis/full", {
      method: "POST",
      body: upgradeRequestFor(report),
    }),
  deleteCode: () => apiRequest<Answer<typeof CodeSent>>("/api/user/delete-code", { method: "POST" }),
  deleteAccount: (input: { code: string; token: string }) =>
    apiRequest<Answer<typeof Success>>("/api/user", { method: "DELETE", body: input }),
  setSpotReminders: (spot_reminders: boolean) =>
    apiRequest<Answer<typeof ProfileAnswer>>("/api/user/profile", {
      method: "PATCH",
      body: { spot_reminders },
    }),
  logoutAll: () => apiRequest<Answer<typeof Success>>("/api/auth/logout-all", { method: "POST" }),
};
