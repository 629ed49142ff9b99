import type { RouteModule } from "@/lib/openapi/document";
import * as noSuchPath from "@/app/api/[[...path]]/route";
import * as adminApiKeysId from "@/app/api/admin/api-keys/[id]/route";
import * as adminApiKeysIdToggle from "@/app/api/admin/api-keys/[id]/toggle/route";
import * as adminApiKeys from "@/app/api/admin/api-keys/route";
import * as adminAudit from "@/app/api/admin/audit/route";
import * as adminCleanupExpired from "@/app/api/admin/cleanup-expired/route";
import * as adminConfigureOpenaiKey from "@/app/api/admin/configure-openai-key/route";
import * as adminConfigureResend from "@/app/api/admin/configure-resend/route";
import * as adminConfigureStripe from "@/app/api/admin/configure-stripe/route";
import * as adminEnvironmentKeys from "@/app/api/admin/environment-keys/route";
import * as adminHeroCarouselId from "@/app/api/admin/hero-carousel/[id]/route";
import * as adminHeroCarouselReorder from "@/app/api/admin/hero-carousel/reorder/route";
import * as adminHeroCarousel from "@/app/api/admin/hero-carousel/route";
import * as adminHeroCarouselUpload from "@/app/api/admin/hero-carousel/upload/route";
import * as adminIntegrationStatus from "@/app/api/admin/integration-status/route";
import * as adminPayments from "@/app/api/admin/payments/route";
import * as adminPrompts from "@/app/api/admin/prompts/route";
import * as adminRemoveOpenaiKey from "@/app/api/admin/remove-openai-key/route";
import * as adminReportsIdFeature from "@/app/api/admin/reports/[id]/feature/route";
import * as adminReportsId from "@/app/api/admin/reports/[id]/route";
import * as adminReportsFeatured from "@/app/api/admin/reports/featured/route";
import * as adminReports from "@/app/api/admin/reports/route";
import * as adminSettings from "@/app/api/admin/settings/route";
import * as adminStatsDaily from "@/app/api/admin/stats/daily/route";
import * as adminStats from "@/app/api/admin/stats/route";
import * as adminUpdateCreditsExpiry from "@/app/api/admin/update-credits-expiry/route";
import * as adminUserReviewsId from "@/app/api/admin/user-reviews/[id]/route";
import * as adminUserReviewsReorder from "@/app/api/admin/user-reviews/reorder/route";
import * as adminUserReviews from "@/app/api/admin/user-reviews/route";
import * as adminUserReviewsUploadPhoto from "@/app/api/admin/user-reviews/upload-photo/route";
import * as adminUsersIdReports from "@/app/api/admin/users/[id]/reports/route";
import * as adminUsersId from "@/app/api/admin/users/[id]/route";
import * as adminUsersIdTransactions from "@/app/api/admin/users/[id]/transactions/route";
import * as adminUsers from "@/app/api/admin/users/route";
import * as adminVoucherTransactions from "@/app/api/admin/voucher-transactions/route";
import * as adminVouchersIdDisable from "@/app/api/admin/vouchers/[id]/disable/route";
import * as adminVouchersIdEnable from "@/app/api/admin/vouchers/[id]/enable/route";
import * as adminVouchersId from "@/app/api/admin/vouchers/[id]/route";
import * as adminVouchers from "@/app/api/admin/vouchers/route";
import * as analysisFollowup from "@/app/api/analysis/followup/route";
import * as analysisFull from "@/app/api/analysis/full/route";
import * as analysisSummary from "@/app/api/analysis/summary/route";
import * as authLogoutAll from "@/app/api/auth/logout-all/route";
import * as authLogout from "@/app/api/auth/logout/route";
import * as authSendLoginCode from "@/app/api/auth/send-login-code/route";
import * as authVerifyLoginCode from "@/app/api/auth/verify-login-code/route";
import * as authViewer from "@/app/api/auth/viewer/route";
import * as checkoutSimulated from "@/app/api/checkout/simulated/route";
import * as contactForm from "@/app/api/contact-form/route";
import * as createCheckoutSession from "@/app/api/create-checkout-session/route";
import * as devLandingContent from "@/app/api/dev/landing-content/route";
import * as devSettings from "@/app/api/dev/settings/route";
import * as devSpotReminders from "@/app/api/dev/spot-reminders/route";
import * as devVerificationCodes from "@/app/api/dev/verification-codes/route";
import * as environment from "@/app/api/environment/route";
import * as full from "@/app/api/full/route";
import * as health from "@/app/api/health/route";
import * as heroCarousel from "@/app/api/hero-carousel/route";
import * as inviteCode from "@/app/api/invite/[code]/route";
import * as malformedPath from "@/app/api/malformed-path/route";
import * as medicalRecordsIdDownload from "@/app/api/medical-records/[id]/download/route";
import * as medicalRecordsUpload from "@/app/api/medical-records/upload/route";
import * as openapiJson from "@/app/api/openapi.json/route";
import * as photosIdImage from "@/app/api/photos/[id]/image/route";
import * as photosId from "@/app/api/photos/[id]/route";
import * as photosUpload from "@/app/api/photos/upload/route";
import * as reportsIdAnswers from "@/app/api/reports/[id]/answers/route";
import * as reportsId from "@/app/api/reports/[id]/route";
import * as reportsIdShare from "@/app/api/reports/[id]/share/route";
import * as reportsIdStream from "@/app/api/reports/[id]/stream/route";
import * as reportsIdTimeline from "@/app/api/reports/[id]/timeline/route";
import * as reportsIdWithdraw from "@/app/api/reports/[id]/withdraw/route";
import * as reportsFeatured from "@/app/api/reports/featured/route";
import * as reportsPublic from "@/app/api/reports/public/route";
import * as sendVerificationCode from "@/app/api/send-verification-code/route";
import * as settingsPricing from "@/app/api/settings/pricing/route";
import * as settingsRetention from "@/app/api/settings/retention/route";
import * as spotsId from "@/app/api/spots/[id]/route";
import * as spotsRemindersUnsubscribe from "@/app/api/spots/reminders/unsubscribe/route";
import * as spots from "@/app/api/spots/route";
import * as stripeWebhook from "@/app/api/stripe/webhook/route";
import * as subscriptionCancel from "@/app/api/subscription/cancel/route";
import * as subscriptionReactivate from "@/app/api/subscription/reactivate/route";
import * as summary from "@/app/api/summary/route";
import * as userReviews from "@/app/api/user-reviews/route";
import * as userDeleteCode from "@/app/api/user/delete-code/route";
import * as userEntitlements from "@/app/api/user/entitlements/route";
import * as userExport from "@/app/api/user/export/route";
import * as userGenerateReferral from "@/app/api/user/generate-referral/route";
import * as userProfile from "@/app/api/user/profile/route";
import * as userQuestions from "@/app/api/user/questions/route";
import * as userReferral from "@/app/api/user/referral/route";
import * as userReportsForFollowup from "@/app/api/user/reports/for-followup/route";
import * as userReports from "@/app/api/user/reports/route";
import * as user from "@/app/api/user/route";
import * as usersRegister from "@/app/api/users/register/route";
import * as verifyEmailCode from "@/app/api/verify-email-code/route";
import * as verifyEmailToken from "@/app/api/verify-email/[token]/route";
import * as vouchersRedeem from "@/app/api/vouchers/redeem/route";

// Every route file under app/api by URL pattern, for the document this folder's route serves.
// tests/integration/openapi.test.ts walks app/api and fails on a file missing here.

export const API_ROUTES: Record<string, RouteModule> = {
  "/api/[[...path]]": noSuchPath,
  "/api/admin/api-keys/[id]": adminApiKeysId,
  "/api/admin/api-keys/[id]/toggle": adminApiKeysIdToggle,
  "/api/admin/api-keys": adminApiKeys,
  "/api/admin/audit": adminAudit,
  "/api/admin/cleanup-expired": adminCleanupExpired,
  "/api/admin/configure-openai-key": adminConfigureOpenaiKey,
  "/api/admin/configure-resend": adminConfigureResend,
  "/api/admin/configure-stripe": adminConfigureStripe,
  "/api/admin/environment-keys": adminEnvironmentKeys,
  "/api/admin/hero-carousel/[id]": adminHeroCarouselId,
  "/api/admin/hero-carousel/reorder": adminHeroCarouselReorder,
  "/api/admin/hero-carousel": adminHeroCarousel,
  "/api/admin/hero-carousel/upload": adminHeroCarouselUpload,
  "/api/admin/integration-status": adminIntegrationStatus,
  "/api/admin/payments": adminPayments,
  "/api/admin/prompts": adminPrompts,
  "/api/admin/remove-openai-key": adminRemoveOpenaiKey,
  "/api/admin/reports/[id]/feature": adminReportsIdFeature,
  "/api/admin/reports/[id]": adminReportsId,
  "/api/admin/reports/featured": adminReportsFeatured,
  "/api/admin/reports": adminReports,
  "/api/admin/settings": adminSettings,
  "/api/admin/stats/daily": adminStatsDaily,
  "/api/admin/stats": adminStats,
  "/api/admin/update-credits-expiry": adminUpdateCreditsExpiry,
  "/api/admin/user-reviews/[id]": adminUserReviewsId,
  "/api/admin/user-reviews/reorder": adminUserReviewsReorder,
  "/api/admin/user-reviews": adminUserReviews,
  "/api/admin/user-reviews/upload-photo": adminUserReviewsUploadPhoto,
  "/api/admin/users/[id]/reports": adminUsersIdReports,
  "/api/admin/users/[id]": adminUsersId,
  "/api/admin/users/[id]/transactions": adminUsersIdTransactions,
  "/api/admin/users": adminUsers,
  "/api/admin/voucher-transactions": adminVoucherTransactions,
  "/api/admin/vouchers/[id]/disable": adminVouchersIdDisable,
  "/api/admin/vouchers/[id]/enable": adminVouchersIdEnable,
  "/api/admin/vouchers/[id]": adminVouchersId,
  "/api/admin/vouchers": adminVouchers,
  "/api/analysis/followup": analysisFollowup,
  "/api/analysis/full": analysisFull,
  "/api/analysis/summary": analysisSummary,
  "/api/auth/logout-all": authLogoutAll,
  "/api/auth/logout": authLogout,
  "/api/auth/send-login-code": authSendLoginCode,
  "/api/auth/verify-login-code": authVerifyLoginCode,
  "/api/auth/viewer": authViewer,
  "/api/checkout/simulated": checkoutSimulated,
  "/api/contact-form": contactForm,
  "/api/create-checkout-session": createCheckoutSession,
  "/api/dev/landing-content": devLandingContent,
  "/api/dev/settings": devSettings,
  "/api/dev/spot-reminders": devSpotReminders,
  "/api/dev/verification-codes": devVerificationCodes,
  "/api/environment": environment,
  "/api/full": full,
  "/api/health": health,
  "/api/hero-carousel": heroCarousel,
  "/api/invite/[code]": inviteCode,
  "/api/malformed-path": malformedPath,
  "/api/medical-records/[id]/download": medicalRecordsIdDownload,
  "/api/medical-records/upload": medicalRecordsUpload,
  "/api/openapi.json": openapiJson,
  "/api/photos/[id]/image": photosIdImage,
  "/api/photos/[id]": photosId,
  "/api/photos/upload": photosUpload,
  "/api/reports/[id]/answers": reportsIdAnswers,
  "/api/reports/[id]": reportsId,
  "/api/reports/[id]/share": reportsIdShare,
  "/api/reports/[id]/stream": reportsIdStream,
  "/api/reports/[id]/timeline": reportsIdTimeline,
  "/api/reports/[id]/withdraw": reportsIdWithdraw,
  "/api/reports/featured": reportsFeatured,
  "/api/reports/public": reportsPublic,
  "/api/send-verification-code": sendVerificationCode,
  "/api/settings/pricing": settingsPricing,
  "/api/settings/retention": settingsRetention,
  "/api/spots": spots,
  "/api/spots/[id]": spotsId,
  "/api/spots/reminders/unsubscribe": spotsRemindersUnsubscribe,
  "/api/stripe/webhook": stripeWebhook,
  "/api/subscription/cancel": subscriptionCancel,
  "/api/subscription/reactivate": subscriptionReactivate,
  "/api/summary": summary,
  "/api/user-reviews": userReviews,
  "/api/user/delete-code": userDeleteCode,
  "/api/user/entitlements": userEntitlements,
  "/api/user/export": userExport,
  "/api/user/generate-referral": userGenerateReferral,
  "/api/user/profile": userProfile,
  "/api/user/questions": userQuestions,
  "/api/user/referral": userReferral,
  "/api/user/reports/for-followup": userReportsForFollowup,
  "/api/user/reports": userReports,
  "/api/user": user,
  "/api/users/register": usersRegister,
  "/api/verify-email-code": verifyEmailCode,
  "/api/verify-email/[token]": verifyEmailToken,
  "/api/vouchers/redeem": vouchersRedeem,
};
