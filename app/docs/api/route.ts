import { ApiReference } from "@scalar/nextjs-api-reference";
import { OPENAPI_PATH } from "@/lib/openapi/paths";
import { SCALAR_BUNDLE_PATH } from "@/lib/openapi/reference";

// The interactive API reference of GET /api/openapi.json. Everything it loads comes from this
// origin: no fonts, telemetry, AI agent or proxy of Scalar's (calls go straight to the app).
export const GET = ApiReference({
  url: OPENAPI_PATH,
  cdn: SCALAR_BUNDLE_PATH,
  pageTitle: "SkinSight API reference",
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: "never",
  documentDownloadType: "json",
});
