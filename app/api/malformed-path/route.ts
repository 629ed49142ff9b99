import { HttpError } from "@/lib/errors/http-error";
import { MALFORMED_PATH_DETAIL } from "@/lib/http/request-start";
import { route } from "@/lib/http/route";

// Where lib/http/request-start.ts sends a request whose path is not valid percent-encoding, which
// Next itself would fail on with a bare 500: 400 with a detail, to every method, as JSON like every
// API answer and with the security headers.
const malformedPath = route({ auth: "none" }, () => {
  throw new HttpError(400, MALFORMED_PATH_DETAIL);
});

export const GET = malformedPath;
export const POST = malformedPath;
export const PUT = malformedPath;
export const PATCH = malformedPath;
export const DELETE = malformedPath;
export const OPTIONS = malformedPath;
