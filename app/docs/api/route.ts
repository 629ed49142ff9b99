import { ApiReference } from "@scalar/nextjs-api-reference";
import { OPENAPI_PATH } from "@/lib/openapi/paths";
import { SCALAR_BUNDLE_PATH } from "@/lib/openapi/reference";

// The interactive API reference of GET /api/openapi.json. Everything it loads comes from this
// origin: no fonts, telemetry, AI agent or proxy of Scalar's (calls go straight to the app).
const reference = ApiReference({
  url: OPENAPI_PATH,
  cdn: SCALAR_BUNDLE_PATH,
  pageTitle: "SkinSight API reference",
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: "never",
  documentDownloadType: "json",
  // Scalar's light theme writes secondary text and PUT in colours below 4.5:1 on its backgrounds;
  // these darker ones pass (the page's own theme rules are less specific).
  customCss: `html .light-mode {
  --scalar-color-2: #5f5f5f;
  --scalar-color-3: #5f5f5f;
  --scalar-color-orange: #9a4f0c;
}`,
});

/** Scalar's page, with the language its <html> does not name. */
export async function GET() {
  const html = await reference().text();
  return new Response(html.replace("<html>", '<html lang="en">'), {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}
