// The account page's texts from the spec (sections 5 and 8), imported by its tests.

export const VOUCHER_REQUIRED = "Please enter a voucher code";
export const VOUCHER_REDEEMED = "Voucher redeemed successfully!";
export const VOUCHER_FAILED = "Failed to redeem voucher";

export const CANCELLED_AT_PERIOD_END = "Subscription will be cancelled at the end of your billing period.";
export const CANCELLED_IMMEDIATELY = "Subscription cancelled immediately. Your access has been revoked.";
export const CANCEL_FAILED = "Failed to cancel subscription. Please try again.";
export const REACTIVATED =
  "Subscription reactivated successfully! Your subscription will now renew automatically.";
export const REACTIVATE_FAILED = "Failed to reactivate subscription";
export const EXPIRES_SOON = "expires soon";

export const PAYMENT_FAILED = "Payment processing failed. Please try again.";
export const SUBSCRIPTION_ACTIVE_NOTICE =
  "You already have an active subscription, so there was nothing to buy. It is shown below.";
export const PAYMENT_SUCCESS_NOTICE = "Payment received. Your credits are shown below.";
export const SUBSCRIPTION_SUCCESS_NOTICE = "Welcome to Premium Unlimited. Your subscription is active.";
export const PAYMENT_CANCELLED_NOTICE = "Payment cancelled. Nothing was charged.";

export const PROFILE_LOAD_FAILED = "Failed to load profile questions";
export const PROFILE_SAVE_FAILED = "Failed to save profile";
export const PROFILE_SAVED = "Profile updated successfully";
export const NAME_REQUIRED = "Please enter your name";

export const UPGRADED = "Report upgraded to full version! View it to see the complete analysis.";
export const UPGRADE_FAILED = "Failed to upgrade report. Please try again.";
export const UPGRADE_TOAST_DELAY_MS = 500;
export const ALREADY_UPGRADED =
  "This summary was already upgraded. Its full report is in your list; nothing was charged.";
export const UPGRADE_CONFIRM_TITLE = "Upgrade to a full report?";
export const INCLUDED_IN_SUBSCRIPTION = "Included in your subscription";
export const ADMIN_NOT_CHARGED = "Administrators are not charged";
export const FREE_FIRST_REPORT = "FREE First Report";
export const REPORTS_PER_PAGE = 10;

export const EXPORT_FAILED = "Failed to export your data. Please try again.";
export const DELETE_CODE_FAILED = "Failed to send the confirmation code. Please try again.";
export const DELETE_FAILED = "Failed to delete your account. Please try again.";
export const ACCOUNT_DELETED = "Your account and all its data have been deleted.";
export const DELETE_CONFIRM_WORD = "DELETE";
export const SIGNED_OUT_EVERYWHERE = "You have been signed out on every device.";
export const SIGN_OUT_EVERYWHERE_FAILED = "Failed to sign out everywhere. Please try again.";

export const REMINDERS_ON = "Spot reminders are on.";
export const REMINDERS_OFF = "Spot reminders are off.";
export const REMINDERS_SAVE_FAILED = "Failed to change spot reminders. Please try again.";
