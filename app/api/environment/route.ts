import { environmentFlags, EnvironmentFlags } from "@/lib/config/environment";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const GET = route(
  { auth: "none", docs: { summary: "The environment mode" }, answer: EnvironmentFlags },
  ({ ip }) => environmentFlags(ip),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
