import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { getSettings, PricingAnswer, pricingView } from "@/lib/settings";

export const GET = route(
  { auth: "none", docs: { summary: "Prices and plans" }, answer: PricingAnswer },
  async () => pricingView(await getSettings()),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
