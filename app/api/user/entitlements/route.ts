import { Entitlements, entitlementsFor } from "@/lib/analysis/entitlements";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

// What the caller may do now; a visitor gets a visitor's answer.
export const GET = route(
  { auth: "optional", docs: { summary: "What the caller may do now" }, answer: Entitlements },
  ({ user, ip }) => entitlementsFor(user, ip),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
