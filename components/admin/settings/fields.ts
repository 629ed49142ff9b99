import type { AdminSettings } from "./api";

// The settings form's numeric fields, grouped as the tab shows them, each with the fallback the
// server applies when it is left empty (spec section 5).

export type NumericField = Exclude<
  keyof AdminSettings,
  "credit_prices" | "enable_first_free_report" | "credit_expiration_months" | "ai_processing"
>;
export type PriceField = keyof AdminSettings["credit_prices"];

type FieldSpec = { name: NumericField; label: string; hint?: string; step?: string };

export const CREDIT_PACKAGE_LABELS: Record<PriceField, string> = {
  "1_credit": "1 credit",
  "3_credits": "3 credits",
  "10_credits": "10 credits",
};

export const SETTINGS_GROUPS: { title: string; description: string; fields: FieldSpec[] }[] = [
  {
    title: "Credits and subscription",
    description: "What a full report costs and how far a subscription goes.",
    fields: [
      {
        name: "subscription_price",
        label: "Subscription price per month (€)",
        hint: "Billed yearly, 12 times this.",
        step: "0.01",
      },
      { name: "credits_per_full_report", label: "Credits per full report", hint: "Empty: 1." },
      {
        name: "credits_expiry_days",
        label: "Credits expire after (days)",
        hint: "Empty: 180. For credits bought from now on; the credit expiry dialog can move existing ones too.",
      },
      {
        name: "subscription_monthly_cap",
        label: "Subscription monthly cap",
        hint: "Full reports a subscriber may make each month.",
      },
    ],
  },
  {
    title: "Photos per report",
    description: "How many photos one report may include.",
    fields: [
      { name: "max_photos_per_report_free", label: "Free reports", hint: "Empty: 1." },
      { name: "max_photos_per_report_paid", label: "Paid reports", hint: "Empty: 3." },
    ],
  },
  {
    title: "Retention",
    description: "Days a report is kept; -1 or 0 keeps it forever.",
    fields: [
      { name: "free_report_retention_days", label: "Free reports (days)", hint: "Empty: 30." },
      {
        name: "credit_report_retention_days",
        label: "Reports paid with credits (days)",
        hint: "Empty: -1 (forever).",
      },
      {
        name: "subscription_report_retention_days",
        label: "Subscribers' reports (days)",
        hint: "Empty: -1 (forever).",
      },
    ],
  },
  {
    title: "Fair use",
    description: "Free summaries one visitor may make; 0 turns free summaries off.",
    fields: [
      { name: "fair_use_limit_daily", label: "Per day" },
      { name: "fair_use_limit_monthly", label: "Per month" },
    ],
  },
];
