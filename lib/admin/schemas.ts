import { z } from "zod";
import { uploadedFile } from "@/lib/validation/file";
import { plainText } from "@/lib/validation/text";

// Every input of the console's endpoints (/api/admin/*), one schema per call.

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(200).default(50);
const search = plainText().trim().max(200).optional();
const sortOrder = z.enum(["asc", "desc"]).default("desc");

export const IdParams = z.object({ id: z.uuid() });

// ─── audit ───
export const AuditQuery = z.object({
  admin: plainText().trim().max(320).optional(),
  target_type: plainText().trim().max(50).optional(),
  target_id: plainText().trim().max(100).optional(),
  page,
  page_size: pageSize,
});
export type AuditQuery = z.output<typeof AuditQuery>;

// ─── users ───
export const USER_FILTERS = ["all", "active", "blocked", "paying", "free", "subscribers"] as const;
export const USER_SORTS = ["created_at", "email", "credits", "report_count"] as const;

export const UserListQuery = z.object({
  search,
  filter_type: z.enum(USER_FILTERS).default("all"),
  sort_by: z.enum(USER_SORTS).default("created_at"),
  sort_order: sortOrder,
  page,
  page_size: pageSize,
});
export type UserListQuery = z.output<typeof UserListQuery>;

export const UserUpdateBody = z
  .object({
    credits: z.number().int().min(0).max(1_000_000).optional(),
    subscription_status: z.enum(["none", "active", "canceled", "expired"]).optional(),
    blocked: z.boolean().optional(),
  })
  .strict();
export type UserUpdateBody = z.output<typeof UserUpdateBody>;

export const HardDeleteQuery = z.object({ delete_type: z.literal("hard") });

// ─── reports ───
export const REPORT_FILTERS = ["all", "full", "summary", "public", "private", "disabled", "active"] as const;
export const REPORT_SORTS = ["created_at", "user_email", "report_type", "privacy_setting"] as const;

export const ReportListQuery = z.object({
  search,
  filter_type: z.enum(REPORT_FILTERS).default("all"),
  sort_by: z.enum(REPORT_SORTS).default("created_at"),
  sort_order: sortOrder,
  page,
  page_size: pageSize,
});
export type ReportListQuery = z.output<typeof ReportListQuery>;

/** The detail view navigates within the list's current search, filter and ordering. */
export const ReportDetailQuery = ReportListQuery.omit({ page: true, page_size: true });
export type ReportDetailQuery = z.output<typeof ReportDetailQuery>;

export const ReportUpdateBody = z
  .object({
    privacy_setting: z.enum(["public", "private", "unlisted"]).optional(),
    disabled: z.boolean().optional(),
  })
  .strict();
export type ReportUpdateBody = z.output<typeof ReportUpdateBody>;

// ─── payments ───
export const PaymentListQuery = z.object({ search, page, page_size: pageSize });
export type PaymentListQuery = z.output<typeof PaymentListQuery>;

// ─── settings ───
/** A numeric field left empty in the form ("" or null) takes its fallback (the spec's section 5). */
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
/** Form inputs may send numbers as text. */
const numeric = (value: unknown) => {
  const v = emptyToUndefined(value);
  return typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v;
};
export const SettingsBody = z
  .record(z.string(), z.unknown())
  .transform((input) =>
    Object.fromEntries(
      Object.entries(input).map(([key, value]) => [
        key,
        key === "credit_prices" && value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numeric(v)]))
          : key === "enable_first_free_report" || key === "ai_processing"
            ? emptyToUndefined(value)
            : numeric(value),
      ]),
    ),
  );

// ─── maintenance ───
export const CreditsExpiryBody = z.object({
  credits_expiry_days: z.number().int().min(1).max(3650),
  apply_to_existing: z.boolean().default(false),
});

// ─── vouchers ───
const voucherCode = plainText()
  .trim()
  .min(1, "Please enter a voucher code")
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "Letters, digits, - and _ only")
  .transform((code) => code.toUpperCase());
export const VoucherCreateBody = z.object({
  code: voucherCode,
  report_count: z.number().int().min(1).max(1000).default(1),
  usage_limit: z.number().int().min(1).max(1_000_000).default(10),
  expires_days: z.number().int().min(1).max(3650).default(30),
});
export type VoucherCreateBody = z.output<typeof VoucherCreateBody>;
export const VoucherUpdateBody = z.object({
  code: voucherCode.optional(),
  report_count: z.number().int().min(1).max(1000).optional(),
  usage_limit: z.number().int().min(1).max(1_000_000).optional(),
  /** null: no end date. */
  expires_days: z.number().int().min(1).max(3650).nullable().optional(),
});
export type VoucherUpdateBody = z.output<typeof VoucherUpdateBody>;

// ─── integrations ───
// Presence is checked by the rule (lib/admin/integrations.ts) so the spec's exact message is the detail.
// Provider keys are printable ASCII: anything else is a paste gone wrong, and a key cut inside an
// emoji made a preview with half a surrogate pair that the audit trail (JSON) could not store.
export const SECRET_CHARACTERS = "must contain only letters, digits and punctuation";
const secretInput = plainText()
  .trim()
  .max(500)
  .regex(/^[\x21-\x7e]*$/, SECRET_CHARACTERS)
  .optional();
export const OpenAiKeyBody = z.object({
  api_key: secretInput,
  // Another server that speaks OpenAI's API (Ollama, vLLM, LM Studio); unset: OpenAI itself.
  base_url: z
    .url({ protocol: /^https?$/, error: "must be an http or https address" })
    .max(500)
    .optional(),
  model: plainText().trim().min(1).max(200).optional(),
  structured_output: z.enum(["json_schema", "json_object"]).optional(),
});
export type OpenAiKeyBody = z.output<typeof OpenAiKeyBody>;
export const StripeKeysBody = z.object({
  publishable_key: secretInput,
  secret_key: secretInput,
  webhook_secret: secretInput,
});
export const ResendKeyBody = z.object({ api_key: secretInput });

// ─── API keys ───
const apiKeyName = plainText().trim().min(1, "Please enter a name").max(100);
const permissions = z
  .array(z.enum(["summary", "full"]))
  .min(1, "Choose at least one permission")
  .transform((list) => [...new Set(list)]);
export const ApiKeyCreateBody = z.object({ name: apiKeyName, permissions: permissions.default(["summary"]) });
export type ApiKeyCreateBody = z.output<typeof ApiKeyCreateBody>;
export const ApiKeyUpdateBody = z
  .object({
    name: apiKeyName.optional(),
    permissions: permissions.optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type ApiKeyUpdateBody = z.output<typeof ApiKeyUpdateBody>;
export const ApiKeyListQuery = z.object({ show_full_key: z.uuid().optional() });

// ─── hero carousel and reviews ───
/** The spec's warning, and the upload's 422 detail, when either is empty. */
export const HERO_DETAILS_REQUIRED = "Please fill in title and alt text before uploading";
const orderIndex = z.coerce.number().int().min(0).max(100_000);
/** A list's new order: each item once, each position once (lib/admin/ordering.ts makes it). */
const orderItems = z
  .array(z.object({ id: z.uuid(), order_index: z.number().int().min(0).max(100_000) }))
  .min(1)
  .max(1000)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, "Each item may appear once")
  .refine(
    (items) => new Set(items.map((item) => item.order_index)).size === items.length,
    "Each position may appear once",
  );

const heroTitle = plainText().trim().max(200);
const heroAltText = plainText().trim().max(300);
/** Title and alt text of an upload, checked first: the browser's form and the server share it. */
export const HeroDetailsForm = z
  .object({ title: heroTitle, alt_text: heroAltText })
  .refine((form) => form.title !== "" && form.alt_text !== "", HERO_DETAILS_REQUIRED);
export type HeroDetailsForm = z.output<typeof HeroDetailsForm>;
/** The other multipart fields of POST /api/admin/hero-carousel/upload. */
export const HeroFileForm = z.object({
  file: uploadedFile("Please choose an image"),
  order_index: orderIndex.optional(),
});
/**
 * POST /api/admin/hero-carousel: a hero image made from a stored photo (the spec's form fields,
 * sent as JSON like every console write). An empty order_index means last.
 */
export const HeroFromPhotoBody = z
  .object({
    photo_id: z.uuid(),
    title: heroTitle.min(1, "Please enter a title"),
    alt_text: heroAltText.min(1, "Please enter the alt text"),
    order_index: z.preprocess((v) => (v === "" || v === null ? undefined : v), orderIndex.optional()),
  })
  .strict();
export type HeroFromPhotoBody = z.output<typeof HeroFromPhotoBody>;
export const HeroUpdateBody = z.object({ is_active: z.boolean() }).strict();
export const HeroReorderBody = z.object({ items: orderItems });

const reviewName = plainText().trim().min(1, "Please enter a name").max(100);
const reviewQuote = plainText().trim().min(1, "Please enter a quote").max(1000);
/** A review's text, as the console's form checks it. */
export const ReviewFields = z.object({ name: reviewName, quote: reviewQuote });
export type ReviewFields = z.output<typeof ReviewFields>;
export const ReviewCreateBody = ReviewFields.extend({
  photo_id: z.uuid().nullable().optional(),
  order_index: orderIndex.optional(),
});
export type ReviewCreateBody = z.output<typeof ReviewCreateBody>;
export const ReviewUpdateBody = z
  .object({
    name: reviewName.optional(),
    quote: reviewQuote.optional(),
    /** null removes the photo. */
    photo_id: z.uuid().nullable().optional(),
    is_active: z.boolean().optional(),
  })
  .strict();
export type ReviewUpdateBody = z.output<typeof ReviewUpdateBody>;
export const ReviewReorderBody = z.object({ reviews: orderItems });
export const ReviewPhotoForm = z.object({ file: uploadedFile("Please choose an image") });
