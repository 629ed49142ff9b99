import { createTranslator } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { PricingCards } from "@/components/marketing/pricing-cards";
import { PricingPageContent } from "@/components/pricing/pricing-page";
import { observeExpiries, SETTINGS } from "@/lib/cache/tags";
import { homePageData, pricingPageOffer } from "@/lib/home/landing";
import { saveSettings } from "@/lib/settings";
import { REFERRAL_TERMS } from "@/lib/vouchers/terms";
import en from "@/messages/en.json";
import { inEnglish } from "../support/in-english";

// The landing page's pricing cards and /pricing write none of the numbers the settings own: the
// photo limits, the subscription's monthly cap, credits per full report and the first free report
// come from the settings, through the data the pages are rendered from, and a change of the
// settings expires the pages' copy of them (the SETTINGS tag), so the pages are made again.

afterEach(async () => {
  await saveSettings({});
});

/** The landing page's pricing texts in English. */
const landing = createTranslator({ locale: "en", messages: en, namespace: "home.pricing" });
/** /pricing's texts in English. */
const plans = createTranslator({ locale: "en", messages: en, namespace: "pricing" });

async function landingCards() {
  const { pricing } = await homePageData();
  return { pricing, html: renderToStaticMarkup(inEnglish(createElement(PricingCards, { pricing }))) };
}

async function pricingPage() {
  const offer = await pricingPageOffer();
  return { offer, html: renderToStaticMarkup(inEnglish(createElement(PricingPageContent, { offer }))) };
}

/** The tags expired while `change` runs. */
async function expiredBy(change: () => Promise<unknown>): Promise<string[]> {
  const expired: string[] = [];
  const stop = observeExpiries((tags) => expired.push(...tags));
  try {
    await change();
  } finally {
    stop();
  }
  return expired;
}

describe("the numbers of the pricing cards and /pricing", () => {
  it("with the default settings: 1 and 3 photos, a cap of 50, the first full report free", async () => {
    const cards = await landingCards();
    expect(cards.html).toContain("1 photo per report");
    expect(cards.html).toContain("Up to 3 photos per report");
    expect(cards.html).toContain(landing("unlimitedReports", { cap: 50 }));
    expect(cards.html).toContain(landing("firstReportFree"));
    expect(landing("text", { credits: cards.pricing.creditsPerFullReport })).toContain(
      "Full reports use a credit",
    );

    const pricing = await pricingPage();
    expect(pricing.html).toContain("Up to 3 photos per report");
    expect(pricing.html).toContain(plans("premium.unlimitedReports", { cap: 50 }));
    expect(pricing.html).toContain(plans("payPerUse.creditsPerFullReport", { credits: 1 }));
  });

  it("show the settings' photo limits, monthly cap and credits per report, and a change expires the pages' copy", async () => {
    const expired = await expiredBy(() =>
      saveSettings({
        max_photos_per_report_free: 2,
        max_photos_per_report_paid: 5,
        subscription_monthly_cap: 30,
        credits_per_full_report: 2,
      }),
    );
    expect(expired).toContain(SETTINGS);

    const cards = await landingCards();
    expect(cards.html).toContain(landing("photosPerReport", { count: 2 }));
    expect(cards.html).toContain(landing("photosPerReport", { count: 5 }));
    expect(cards.html).toContain(landing("unlimitedReports", { cap: 30 }));
    expect(cards.html).not.toContain("Up to 3 photos");
    expect(cards.html).not.toContain("up to 50 a month");
    // Two single credits make a full report.
    expect(cards.html).toContain("€19.98");
    expect(landing("text", { credits: cards.pricing.creditsPerFullReport })).toContain(
      "Full reports use 2 credits",
    );

    const pricing = await pricingPage();
    expect(pricing.html).toContain(plans("photosPerReport", { max: 5 }));
    expect(pricing.html).toContain(plans("premium.unlimitedReports", { cap: 30 }));
    expect(pricing.html).toContain(plans("payPerUse.creditsPerFullReport", { credits: 2 }));
    expect(pricing.html).toContain("fair-use limit of 30 a month");
    expect(pricing.html).not.toContain("Up to 3 photos");
  });

  it("claim the first full report free only while enable_first_free_report is on", async () => {
    const before = await landingCards();
    expect(before.html).toContain(landing("firstReportFree"));

    expect(await expiredBy(() => saveSettings({ enable_first_free_report: false }))).toContain(SETTINGS);

    const after = await landingCards();
    expect(after.html).not.toContain(landing("firstReportFree"));
  });

  it("describe the referral programme with the terms new referral codes are made with", async () => {
    // The teaser shows to a signed-in viewer in the browser (tests/e2e/pricing.spec.ts); its words come from the offer.
    const { offer, html } = await pricingPage();
    expect(offer.referral).toEqual(REFERRAL_TERMS);
    expect(html).toContain(
      `they get ${REFERRAL_TERMS.friendCredits} free credit, and you get ${REFERRAL_TERMS.referrerReward} credit for each friend who joins.`,
    );
  });
});
