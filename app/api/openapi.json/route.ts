import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { externalApiDocument } from "@/lib/external-api/openapi";

// The OpenAPI 3.1 document of /api/summary and /api/full, for the console's documentation section.
export const GET = route({ auth: "none" }, () => externalApiDocument());

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
