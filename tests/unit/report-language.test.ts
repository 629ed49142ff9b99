import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ClientIntl } from "@/components/i18n/client-intl";
import { LiveProgress } from "@/components/report/live-progress";
import { LiveReportText } from "@/components/report/live-report";
import { ReportBodyCataloguesProvider } from "@/components/report/report-language";
import { draftView } from "@/lib/analysis/live-draft";
import type { Locale } from "@/lib/i18n/locales";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

// A report written in another language than the page's: its body's own words (the disclaimer) follow
// the report, everything else the page.

const view = draftView(
  "Mild Acne\n\nCONDITION IDENTIFIED\nPapules.\n\nMEDICAL DISCLAIMER\nInformational only.",
);

/** An English page that was handed the German and French body messages, as the owner's page is. */
function onEnglishPage(child: React.ReactElement): string {
  // Both providers hold no state: called as functions, they give the tree to render.
  return renderToStaticMarkup(
    ClientIntl({
      locale: "en",
      messages: { report: en.report, reportBody: en.reportBody },
      children: ReportBodyCataloguesProvider({
        catalogues: { de: de.reportBody, fr: fr.reportBody },
        children: child,
      }),
    }),
  );
}

describe("a report's body in its own language", () => {
  it("is in the page's language when the report names none", () => {
    const html = onEnglishPage(createElement(LiveReportText, { view, headings: "page" }));
    expect(html).toContain(en.reportBody.disclaimerTitle);
    expect(html).toContain("Informational only.");
  });

  it.each([
    ["de", de],
    ["fr", fr],
  ] as const)(
    "words the disclaimer in the report's language (%s), the progress in the page's",
    (language, messages) => {
      const text = onEnglishPage(createElement(LiveReportText, { view, headings: "page", language }));
      expect(text).toContain(messages.reportBody.disclaimerTitle);
      expect(text).not.toContain(en.reportBody.disclaimerTitle);

      const progress = onEnglishPage(
        createElement(LiveProgress, { progress: 50, writing: view.writing, language }),
      );
      expect(progress).toContain(en.report.progress.analysing);
      expect(progress).toContain(messages.reportBody.disclaimerTitle);
    },
  );

  it("falls back to the page's language for one the page was not handed", () => {
    const language: Locale = "it";
    const html = onEnglishPage(createElement(LiveReportText, { view, headings: "page", language }));
    expect(html).toContain(en.reportBody.disclaimerTitle);
  });
});
