import { notFound } from "@/lib/errors/http-error";
import { route } from "@/lib/http/route";

// Any /api path that no route file serves: 404 {"detail"} to every method, as JSON like every API
// answer, instead of Next's HTML not-found page. Routes that exist only in some configurations
// (the development endpoints, the simulated checkout) answer the same detail where they do not.
const noSuchEndpoint = route({ auth: "none" }, () => {
  throw notFound();
});

export const GET = noSuchEndpoint;
export const POST = noSuchEndpoint;
export const PUT = noSuchEndpoint;
export const PATCH = noSuchEndpoint;
export const DELETE = noSuchEndpoint;
export const OPTIONS = noSuchEndpoint;
