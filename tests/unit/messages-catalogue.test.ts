import { readFileSync } from "node:fs";
import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";

// Every language's catalogue holds exactly the English one's keys, each a valid ICU message with
// the same arguments, and none left in English.

type Tree = { [key: string]: string | Tree };

const catalogue = (locale: string): Tree =>
  JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Tree;

/** Every message as "namespace.key" → text. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

/** The names of a message's arguments (and of its rich-text tags), with their kinds. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(`${TYPE[element.type]}:${element.value}`);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

const english = flatten(catalogue("en"));

/**
 * Messages that read the same in a language as in English: names, and words the languages share.
 * Keyed "locale:namespace.key".
 */
const SAME_AS_ENGLISH = new Set<string>([
  // The wizard's words that German and French share with English.
  "de:upload.spot.optional",
  "fr:upload.steps.questions",
  "fr:upload.photos.photo",
  "fr:upload.privacy.public.label",
  // The frame and the home page: the plan's name, and words these languages share with English.
  ...["de", "fr", "es", "it", "pt"].map((locale) => `${locale}:home.pricing.premium.name`),
  "de:layout.nav.community",
  "de:home.highlights.eyebrow",
  ...["fr", "it", "pt"].map((locale) => `${locale}:layout.menu.title`),
  "fr:ui.notifications",
  "es:errors.notFound.eyebrow",
  "es:errors.failed.eyebrow",
  // The spots: a body site's name Spanish shares.
  "es:bodySites.abdomen",
  // The subscription's name, as the product calls it in every language.
  ...["de", "fr", "es", "it", "pt"].flatMap((locale) => [
    `${locale}:account.subscription.plan`,
    `${locale}:account.overview.premium`,
  ]),
  // Italian and Portuguese say "acne" as English does.
  // French writes "photo(s)" and "public" as English does; Italian and Portuguese say "acne".
  "fr:report.photos.label",
  "fr:report.photos.caption",
  "fr:reportOwner.photos.label",
  "fr:reportOwner.photos.caption",
  "fr:reportOwner.privacy.public",
  "it:gallery.topics.acne",
  "pt:gallery.topics.acne",
]);
const NOT_WORDS = /^[^\p{L}]*$/u;

describe("the message catalogues", () => {
  it("has English messages to compare with", () => {
    expect(english.size).toBeGreaterThan(0);
  });

  for (const locale of LOCALES) {
    const messages = flatten(catalogue(locale));

    it(`${locale}: has every English key and no other`, () => {
      expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
      expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it(`${locale}: every message is valid ICU with the English message's arguments`, () => {
      const wrong: string[] = [];
      for (const [key, text] of messages) {
        const source = english.get(key);
        if (source === undefined) continue;
        const expected = [...argumentsOf(parse(source))].sort();
        let actual: string[];
        try {
          actual = [...argumentsOf(parse(text))].sort();
        } catch (error) {
          wrong.push(`${key}: ${(error as Error).message}`);
          continue;
        }
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          wrong.push(`${key}: ${actual.join(",")} instead of ${expected.join(",")}`);
      }
      expect(wrong).toEqual([]);
    });

    if (locale !== "en")
      it(`${locale}: no message is left in English`, () => {
        const untranslated = [...messages].filter(
          ([key, text]) =>
            text === english.get(key) && !NOT_WORDS.test(text) && !SAME_AS_ENGLISH.has(`${locale}:${key}`),
        );
        expect(untranslated.map(([key]) => key)).toEqual([]);
      });
  }
});
