import { env } from "@/lib/config/env";
import { IntegrationsPanel } from "./integrations-panel";
import { STRIPE_WEBHOOK_PATH } from "./texts";

/** The Integrations tab; the server knows the public address the Stripe webhook must call. */
export function IntegrationsTab() {
  return <IntegrationsPanel webhookUrl={`${env().APP_URL}${STRIPE_WEBHOOK_PATH}`} />;
}
