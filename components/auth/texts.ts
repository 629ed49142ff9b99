// The sign-in texts of the spec (sections 5 and 8), shown by the login dialog
// and the invite page and imported by their tests.

export const EMAIL_REQUIRED = "Please enter your email address";
export const EMAIL_INVALID = "Please enter a valid email address";
export const CODE_REQUIRED = "Please enter the verification code";
export const CODE_SENT = "Verification code sent to your email. Please check your inbox.";
export const SEND_CODE_FAILED = "Failed to send verification code. Please try again.";
export const VERIFY_FAILED = "Invalid verification code. Please try again.";
export const SIGNED_IN = "Successfully logged in!";

export const DEV_CODES_PATH = "/api/dev/verification-codes";
export const VERIFICATION_LINK_INVALID = "The verification link is invalid or has expired.";
