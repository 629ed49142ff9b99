import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { getSettings, pricingView } from "@/lib/settings";

export const GET = route({ auth: "none", docs: { summary: "Prices and plans" } }, async () =>
  pricingView(await getSettings()),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
