import { describe, expect, it } from "vitest";
import { acceptedLocale, cookieLocale, requestLocale } from "@/lib/i18n/negotiate";

describe("the language of a request", () => {
  it.each([
    ["fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", "fr"],
    ["de-CH", "de"],
    ["pt-BR,pt;q=0.9", "pt"],
    ["nl-NL,nl;q=0.9,it;q=0.8,en;q=0.5", "it"],
    ["en;q=0.5,es;q=0.9", "es"],
    ["es-419", "es"],
    ["nl,sv", null],
    ["*", null],
    ["", null],
    ["de;q=0,fr;q=0.1", "fr"],
    ["not a tag!!,;;,=,it", "it"],
  ])("Accept-Language %j → %s", (header, expected) => {
    expect(acceptedLocale(header)).toBe(expected);
  });

  it("reads the language cookie among others, and ignores an unknown value", () => {
    expect(cookieLocale("a=1; NEXT_LOCALE=it; b=2")).toBe("it");
    expect(cookieLocale("NEXT_LOCALE=xx")).toBeNull();
    expect(cookieLocale(null)).toBeNull();
  });

  it("prefers the saved choice, then the cookie, then Accept-Language, then English", () => {
    const headers = (init: Record<string, string>) => new Headers(init);
    const both = headers({ cookie: "NEXT_LOCALE=es", "accept-language": "fr" });
    expect(requestLocale(both, "de")).toBe("de");
    expect(requestLocale(both, null)).toBe("es");
    expect(requestLocale(headers({ "accept-language": "fr" }))).toBe("fr");
    expect(requestLocale(headers({ "accept-language": "nl" }))).toBe("en");
    expect(requestLocale(headers({}), "xx")).toBe("en");
  });
});
