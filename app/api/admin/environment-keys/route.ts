import { environmentKeys } from "@/lib/admin/integrations";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { EnvironmentKeys } from "@/lib/admin/answer-schemas";

export const GET = route(
  {
    auth: "admin",
    docs: { summary: "Which keys the environment sets, and the environment mode" },
    answer: EnvironmentKeys,
  },
  () => environmentKeys(),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
