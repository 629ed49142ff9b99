import { describe, expect, it } from "vitest";
import { localeAlternates, localizedHref, localizedPath, pathLocale } from "@/lib/i18n/paths";

describe("a page's address in each language", () => {
  it.each([
    ["/", "en", "/"],
    ["/", "de", "/de"],
    ["/pricing", "en", "/pricing"],
    ["/reports/abc", "fr", "/fr/reports/abc"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
    expect(pathLocale(expected)).toEqual({ locale, path });
  });

  it("reads only a known prefix as a language, and /en as no prefix", () => {
    expect(pathLocale("/nl/pricing")).toEqual({ locale: "en", path: "/nl/pricing" });
    expect(pathLocale("/design")).toEqual({ locale: "en", path: "/design" });
    expect(pathLocale("/it")).toEqual({ locale: "it", path: "/" });
    expect(pathLocale("/en/pricing")).toEqual({ locale: "en", path: "/en/pricing" });
  });

  it("names the page in every language, and English as the default", () => {
    expect(localeAlternates("/gallery", "es")).toEqual({
      canonical: "/es/gallery",
      languages: {
        en: "/gallery",
        de: "/de/gallery",
        fr: "/fr/gallery",
        es: "/es/gallery",
        it: "/it/gallery",
        pt: "/pt/gallery",
        "x-default": "/gallery",
      },
    });
  });
});

describe("an address with a query in each language", () => {
  it("prefixes the path and keeps the query and fragment", () => {
    expect(localizedHref("/account?message=x", "de")).toBe("/de/account?message=x");
    expect(localizedHref("/account#top", "it")).toBe("/it/account#top");
    expect(localizedHref("/account?message=x", "en")).toBe("/account?message=x");
  });
});
