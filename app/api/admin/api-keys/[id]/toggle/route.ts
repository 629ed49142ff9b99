import { toggleApiKey } from "@/lib/admin/api-keys";
import { IdParams } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { ApiKeyToggled } from "@/lib/admin/answer-schemas";

export const PUT = route(
  {
    auth: "admin",
    docs: { summary: "Enable or disable an API key" },
    answer: ApiKeyToggled,
    params: IdParams,
  },
  ({ user, params }) => toggleApiKey(user, params.id),
);

export const { GET, POST, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ PUT });
