import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { getSettings, RetentionAnswer, retentionView } from "@/lib/settings";

export const GET = route(
  { auth: "none", docs: { summary: "How long reports are kept" }, answer: RetentionAnswer },
  async () => retentionView(await getSettings()),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
