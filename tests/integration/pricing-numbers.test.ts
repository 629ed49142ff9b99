import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { pricingSectionText } from "@/components/marketing/landing-texts";
import { PricingCards } from "@/components/marketing/pricing-cards";
import { PricingPageContent } from "@/components/pricing/pricing-page";
import {
  creditsPerFullReport,
  FIRST_REPORT_FREE,
  photosPerReport,
  referralTeaser,
  unlimitedReports,
} from "@/components/pricing/pricing-texts";
import { saveSettings } from "@/lib/settings";
import { pageVersion, visitorHomeData, visitorPricingData } from "@/lib/site/visitor-page-data";
import { REFERRAL_TERMS } from "@/lib/vouchers/terms";

// The landing page's pricing cards and /pricing write none of the numbers the settings own: the
// photo limits, the subscription's monthly cap, credits per full report and the first free report
// come from the settings, through the data the kept visitor pages are rendered from, so a change
// of any of them also changes those pages' data versions (the kept page is made again).

afterEach(async () => {
  await saveSettings({});
});

async function landingCards() {
  const home = await visitorHomeData();
  return {
    version: pageVersion(home),
    pricing: home.page.pricing,
    html: renderToStaticMarkup(createElement(PricingCards, { pricing: home.page.pricing })),
  };
}

async function pricingPage(signedIn = false) {
  const data = await visitorPricingData();
  return {
    version: pageVersion(data),
    html: renderToStaticMarkup(
      createElement(PricingPageContent, { offer: data.offer, signedIn, subscribed: false }),
    ),
  };
}

/** As React writes text: `&` and quotes escaped. */
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");

describe("the numbers of the pricing cards and /pricing", () => {
  it("with the default settings: 1 and 3 photos, a cap of 50, the first full report free", async () => {
    const cards = await landingCards();
    expect(cards.html).toContain("1 photo per report");
    expect(cards.html).toContain("Up to 3 photos per report");
    expect(cards.html).toContain(unlimitedReports(50));
    expect(cards.html).toContain(FIRST_REPORT_FREE);
    expect(pricingSectionText(cards.pricing.creditsPerFullReport)).toContain("Full reports use a credit");

    const pricing = await pricingPage();
    expect(pricing.html).toContain("Up to 3 photos per report");
    expect(pricing.html).toContain(unlimitedReports(50));
    expect(pricing.html).toContain(creditsPerFullReport(1));
  });

  it("show the settings' photo limits, monthly cap and credits per report, and the kept pages' versions change", async () => {
    const before = { cards: await landingCards(), pricing: await pricingPage() };

    await saveSettings({
      max_photos_per_report_free: 2,
      max_photos_per_report_paid: 5,
      subscription_monthly_cap: 30,
      credits_per_full_report: 2,
    });

    const cards = await landingCards();
    expect(cards.html).toContain(photosPerReport(2));
    expect(cards.html).toContain(photosPerReport(5));
    expect(cards.html).toContain(unlimitedReports(30));
    expect(cards.html).not.toContain("Up to 3 photos");
    expect(cards.html).not.toContain("up to 50 a month");
    // Two single credits make a full report.
    expect(cards.html).toContain("€19.98");
    expect(pricingSectionText(cards.pricing.creditsPerFullReport)).toContain("Full reports use 2 credits");
    expect(cards.version).not.toBe(before.cards.version);

    const pricing = await pricingPage();
    expect(pricing.html).toContain(photosPerReport(5));
    expect(pricing.html).toContain(unlimitedReports(30));
    expect(pricing.html).toContain(creditsPerFullReport(2));
    expect(pricing.html).toContain("fair-use limit of 30 a month");
    expect(pricing.html).not.toContain("Up to 3 photos");
    expect(pricing.version).not.toBe(before.pricing.version);
  });

  it("claim the first full report free only while enable_first_free_report is on", async () => {
    const before = await landingCards();
    expect(before.html).toContain(FIRST_REPORT_FREE);

    await saveSettings({ enable_first_free_report: false });

    const after = await landingCards();
    expect(after.html).not.toContain(FIRST_REPORT_FREE);
    expect(after.version).not.toBe(before.version);
  });

  it("describe the referral programme with the terms new referral codes are made with", async () => {
    const signedIn = await pricingPage(true);
    expect(signedIn.html).toContain(escaped(referralTeaser(REFERRAL_TERMS)));
    expect(signedIn.html).toContain(
      `they get ${REFERRAL_TERMS.friendCredits} free credit, and you get ${REFERRAL_TERMS.referrerReward} credit for each friend who joins.`,
    );
  });
});
