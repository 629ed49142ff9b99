import { z } from "zod";
import { PLAN_TYPE_NAMES } from "@/lib/billing/plan-types";
import {
  ApiPermission,
  CreditReason,
  PaymentStatus,
  SubscriptionStatus,
  VoucherTransactionType,
  VoucherType,
} from "@/lib/generated/prisma/enums";
import { AdminUserReview, HeroImage } from "@/lib/home/answer-schemas";
import { AnyJson, isoTime, Message } from "@/lib/openapi/shapes";
import { ReportView } from "@/lib/reports/answer-schemas";
import { SettingsInEurosSchema } from "@/lib/settings/schema";

// The answers of the console's routes (/api/admin): route() checks the handlers against them and
// the OpenAPI document shows them.

const Paged = { total: z.number().int(), page: z.number().int(), page_size: z.number().int() };
const EnvironmentMode = z.enum(["development", "testing", "production"]);

export const AdminStats = z.object({
  total_users: z.number().int(),
  paying_users: z.number().int(),
  total_reports: z.number().int(),
  conversion_rate: z.number(),
  total_revenue: z.number(),
  active_subscriptions: z.number().int(),
  reports_this_month: z.number().int(),
});

export const DailyActivity = z.object({
  days: z.array(z.object({ date: z.string(), reports: z.number().int(), revenue: z.number() })),
});

export const AuditEntries = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      admin_id: z.string(),
      admin_email: z.string(),
      action: z.string(),
      target_type: z.string(),
      target_id: z.string().nullable(),
      before: AnyJson,
      after: AnyJson,
      created_at: isoTime,
    }),
  ),
  ...Paged,
});

// API keys.
const ApiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(ApiPermission)),
  active: z.boolean(),
  usage_count: z.number().int(),
  key_preview: z.string(),
  key: z.string().nullable().describe("The full key, only for the key show_full_key asked for"),
  show_full: z.boolean(),
  created_at: isoTime,
});
export const ApiKeyList = z.object({ api_keys: z.array(ApiKeyView) });
export const ApiKeyCreated = Message.extend({ key_id: z.string(), api_key: ApiKeyView });
export const ApiKeyUpdated = Message.extend({ api_key: ApiKeyView });
export const ApiKeyToggled = Message.extend({ active: z.boolean() });

// Integrations.
const KeyPreview = z.string().optional().describe("The key's first and last characters");
export const KeySaved = Message.extend({ key_preview: KeyPreview });
export const StripeKeysSaved = Message.extend({
  publishable_key_preview: KeyPreview,
  secret_key_preview: KeyPreview,
  webhook_configured: z.boolean(),
});
export const EnvironmentKeys = z.object({
  keys: z.object({
    OPENAI_API_KEY: z.string().nullable(),
    STRIPE_SECRET_KEY: z.string().nullable(),
    STRIPE_PUBLISHABLE_KEY: z.string().nullable(),
    STRIPE_WEBHOOK_SECRET: z.string().nullable(),
    RESEND_API_KEY: z.string().nullable(),
  }),
  environment_mode: EnvironmentMode,
});
const Source = z.enum(["database", "env"]).nullable().describe("Where the key in use comes from");
const Service = z.object({ configured: z.boolean(), key_preview: z.string().nullable(), source: Source });
export const IntegrationStatus = z.object({
  environment_mode: EnvironmentMode,
  openai: Service.extend({
    base_url: z.string().nullable().describe("Another AI server than OpenAI; null: OpenAI"),
    model: z.string().nullable(),
    structured_output: z.enum(["json_schema", "json_object"]).nullable(),
  }),
  stripe: Service.extend({
    key_preview: z.string().nullable().optional(),
    publishable_key_preview: z.string().nullable(),
    secret_key_preview: z.string().nullable().optional(),
    webhook_configured: z.boolean(),
  }),
  resend: Service,
  emergent_llm: Service.extend({ key_preview: z.null() }),
});

// Prompts and settings.
export const Prompts = z.object({
  summary_prompt: z.string(),
  full_report_prompt: z.string(),
  photo_analysis_prompt: z.string(),
  attachment_prompt: z.string(),
  followup_prompt: z.string(),
});
export const PromptsSaved = Prompts.extend(Message.shape);
export const AdminSettings = SettingsInEurosSchema.extend({ credit_expiration_months: z.number().int() });
export const AdminSettingsSaved = Message.extend({ settings: AdminSettings });
export const CreditsExpiryUpdated = Message.extend({
  credits_expiry_days: z.number().int(),
  updated_users: z.number().int(),
});
export const CleanedUp = Message.extend({ deleted: z.number().int() });

// Users, reports, payments.
export const AdminUser = z.object({
  id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  credits: z.number().int(),
  credits_expires_at: isoTime.nullable(),
  full_name: z.string().nullable(),
  created_at: isoTime,
  subscription_status: z.enum(SubscriptionStatus),
  subscription_end: isoTime.nullable(),
  subscription_expires_at: isoTime.nullable(),
  current_period_end: isoTime.nullable(),
  cancel_at_period_end: z.boolean(),
  stripe_subscription_id: z.string().nullable(),
  fair_use_count: z.number().int(),
  first_report_claimed: z.boolean(),
  blocked: z.boolean(),
  report_count: z.number().int(),
});
export const AdminUsers = z.object({ users: z.array(AdminUser), ...Paged });
export const AdminReport = ReportView.extend({ content_preview: z.string() });
export const AdminReports = z.object({ reports: z.array(AdminReport), ...Paged });
export const AdminUserReports = z.object({ reports: z.array(AdminReport) });
export const AdminReportDetail = z.object({
  report: AdminReport,
  previous_id: z.string().nullable(),
  next_id: z.string().nullable(),
});
export const ReportFeatured = Message.extend({ featured: z.boolean() });

const Payment = z.object({
  id: z.string(),
  user_email: z.string(),
  user_id: z.string().nullable(),
  plan_type: z.enum(PLAN_TYPE_NAMES),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PaymentStatus),
  created_at: isoTime,
  stripe_session_id: z.string().nullable(),
  stripe_payment_intent: z.string().nullable(),
  credits: z.number().int(),
  description: z.string().nullable(),
});
export const Payments = z.object({ payments: z.array(Payment), ...Paged });
const VoucherTransaction = z.object({
  id: z.string(),
  transaction_type: z.enum(VoucherTransactionType),
  voucher_code: z.string(),
  user_email: z.string(),
  related_user_email: z.string().nullable(),
  credits: z.number().int(),
  created_at: isoTime,
  description: z.string(),
});
export const VoucherTransactions = z.object({ transactions: z.array(VoucherTransaction) });
export const UserTransactions = z.object({
  credit_ledger: z.array(
    z.object({
      id: z.string(),
      delta: z.number().int(),
      balance_after: z.number().int(),
      reason: z.enum(CreditReason),
      report_id: z.string().nullable(),
      payment_id: z.string().nullable(),
      voucher_id: z.string().nullable(),
      note: z.string().nullable(),
      created_at: isoTime,
    }),
  ),
  payments: z.array(Payment),
  voucher_transactions: z.array(VoucherTransaction),
});

// Vouchers.
const AdminVoucher = z.object({
  id: z.string(),
  code: z.string(),
  report_count: z.number().int(),
  usage_limit: z.number().int(),
  used_count: z.number().int(),
  remaining_uses: z.number().int(),
  expires_at: isoTime.nullable(),
  created_at: isoTime,
  is_active: z.boolean(),
  voucher_type: z.enum(VoucherType),
  creator_email: z.string().nullable(),
  referrer_reward: z.number().int(),
  usage_records: z.array(z.object({ user_email: z.string(), redeemed_at: isoTime })),
});
export const AdminVouchers = z.object({ vouchers: z.array(AdminVoucher) });
export const AdminVoucherSaved = Message.extend({ voucher: AdminVoucher });
export const VoucherSwitched = Message.extend({ is_active: z.boolean() });

// Landing content.
export const HeroImageSaved = Message.extend({ hero_image: HeroImage });
export const HeroImageAdded = HeroImageSaved.extend({ notice: z.string().nullable() });
export const HeroImagesReordered = Message.extend({ hero_images: z.array(HeroImage) });
export const AdminReviews = z.object({ reviews: z.array(AdminUserReview) });
export const ReviewSaved = Message.extend({ review: AdminUserReview });
export const ReviewsReordered = Message.extend({ reviews: z.array(AdminUserReview) });
export const ReviewPhotoUploaded = Message.extend({ photo_id: z.string() });
