// English copies of two sign-in texts for code outside the sign-in components that does not read
// the catalogue yet: the account deletion dialog (components/account/data-and-security.tsx) and
// tests/e2e/owner-report.spec.ts. The page's words are auth.codeRequired and auth.emailRequired.

export const EMAIL_REQUIRED = "Please enter your email address";
export const CODE_REQUIRED = "Please enter the verification code";
