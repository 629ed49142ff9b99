import { env } from "@/lib/config/env";
import { externalApiDocument } from "@/lib/external-api/openapi";
import { ApiDocumentation } from "./api-documentation";
import { ApiKeysPanel } from "./api-keys-panel";

/** The API keys tab: the keys (a client island) and, rendered here, the external API's documentation. */
export function ApiKeysTab() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <ApiKeysPanel />
      <ApiDocumentation document={externalApiDocument()} baseUrl={env().APP_URL} />
    </div>
  );
}
