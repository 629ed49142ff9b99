import { z } from "zod";
import { opaqueText } from "@/lib/validation/text";

// Inputs of the sign-in, registration and e-mail verification endpoints.

export const EMAIL_REQUIRED = "Please enter your email address";
export const EMAIL_INVALID = "Please enter a valid email address";
export const CODE_REQUIRED = "Please enter the verification code";
export const CODE_NOT_SIX_DIGITS = "The verification code has 6 digits";
export const YEAR_OF_BIRTH_INVALID = "Please enter a valid year of birth";

/** Addresses are compared trimmed and lower-cased everywhere. */
export const EmailAddress = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(254, EMAIL_INVALID)
  .pipe(z.email(EMAIL_INVALID));

const VerificationCode = z
  .string({ error: CODE_REQUIRED })
  .trim()
  .min(1, CODE_REQUIRED)
  .regex(/^\d{6}$/, CODE_NOT_SIX_DIGITS);

const SecretToken = opaqueText(128).min(1);

export const SendCodeBody = z.object({ email: EmailAddress });

export const VerifyLoginCodeBody = z.object({
  email: EmailAddress,
  code: VerificationCode,
  token: SecretToken,
});

/** The token is required here too: only the client that asked for the code may try it. */
export const VerifyEmailCodeBody = z.object({
  email: EmailAddress,
  code: VerificationCode,
  token: SecretToken,
});

export const RegisterBody = z.object({
  email: EmailAddress,
  year_of_birth: z
    .number({ error: YEAR_OF_BIRTH_INVALID })
    .int(YEAR_OF_BIRTH_INVALID)
    .min(1900, YEAR_OF_BIRTH_INVALID)
    .refine((year) => year <= new Date().getFullYear(), YEAR_OF_BIRTH_INVALID),
});

// Any string: a malformed link is answered like an expired one.
export const VerificationLinkParams = z.object({ token: opaqueText(512) });
