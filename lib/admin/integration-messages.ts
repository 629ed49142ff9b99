// The Integrations tab's refusals (spec section 5): the server's 422 detail and the console's
// warning alike. Pure, so client components may import it.

export const OPENAI_KEY_REQUIRED = "Please enter a valid OpenAI API key";
export const STRIPE_KEYS_REQUIRED = "Please enter all Stripe keys (Publishable, Secret, and Webhook Secret)";
export const RESEND_KEY_REQUIRED = "Please enter a valid Resend API key";
