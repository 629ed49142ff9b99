// English sign-in texts for the free report's code dialog (components/report-owner) and the account
// deletion dialog (components/account), until those read the catalogue: the same words are the
// `auth` namespace's emailRequired, codeRequired, sendCodeFailed and verifyFailed (messages/*.json).

export const EMAIL_REQUIRED = "Please enter your email address";
export const CODE_REQUIRED = "Please enter the verification code";
export const SEND_CODE_FAILED = "Failed to send verification code. Please try again.";
export const VERIFY_FAILED = "Invalid verification code. Please try again.";
