import type { Fallbacks } from "@/lib/home/page-data";
import { logger } from "@/lib/log";
import { fallbackPricingOffer, pricingOffer, type PricingOffer } from "@/lib/pricing/offer";
import { DEFAULT_SETTINGS, getSettings, type Settings } from "@/lib/settings";

/**
 * The settings a page shows (prices, retention, limits), or the defaults when they cannot be read:
 * the page is still shown, and `fallbacks` records it so a kept page is not made of it.
 */
export async function pageSettings(fallbacks?: Fallbacks): Promise<Settings> {
  return getSettings().catch((error: unknown) => {
    logger.warn({ err: error }, "settings failed to load; the page shows the defaults");
    if (fallbacks) fallbacks.used = true;
    return DEFAULT_SETTINGS;
  });
}

/** The pricing page's offer, or the spec's fallback prices when the settings cannot be read. */
export async function pricingPageOffer(fallbacks?: Fallbacks): Promise<PricingOffer> {
  const read: Fallbacks = { used: false };
  const settings = await pageSettings(read);
  if (!read.used) return pricingOffer(settings);
  if (fallbacks) fallbacks.used = true;
  return fallbackPricingOffer(settings);
}
