import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { apiDocument } from "@/lib/openapi/document";

// The OpenAPI 3.1 document of every /api route (lib/openapi), which /docs/api lays out. The route
// modules are loaded when it is first asked for, since this module is one of them.
let document: ReturnType<typeof apiDocument> | undefined;

export const GET = route({ auth: "none", docs: { summary: "This OpenAPI document" } }, async () => {
  // The same for the life of the process: the routes and their schemas are fixed at build time.
  document ??= apiDocument((await import("./routes")).API_ROUTES);
  return document;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
