import { DISCLAIMER_HEADINGS } from "@/lib/ai/report-layout";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

// A report's text is plain text with headings in capitals (spec section 3:
// "CONDITION IDENTIFIED", "1. CLINICAL OBSERVATION AND MORPHOLOGY" ...), in the
// report's language ("1. OBSERVATION CLINIQUE ET MORPHOLOGIE"). The report page
// lays it out by section; this reads that structure once.

export type ReportBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export type ReportSection = {
  /** The heading as written, without its number or colon: "CLINICAL OBSERVATIONS". */
  heading: string;
  /** The heading for display: "Clinical Observations". */
  title: string;
  number: number | null;
  blocks: ReportBlock[];
};

export type ParsedReport = {
  /** Text before the first heading (a demonstration notice, a line about the photos). */
  intro: ReportBlock[];
  sections: ReportSection[];
  /** The text of the disclaimer section, shown apart; null when the text has none. */
  disclaimer: string | null;
};

const BULLET = /^\s*(?:[-•*–]|\d{1,2}[.)])\s+(.*)$/;
const SMALL_WORDS = new Set(["and", "or", "of", "the", "to", "for", "in", "on", "a", "an", "with", "vs"]);
// German capitalises every noun of a heading but not these.
const GERMAN_SMALL_WORDS = new Set([
  ..."am an auf aus bei bis das dem den der des die".split(" "),
  ..."für im in mit nach oder und vom von zu zum zur".split(" "),
]);

// Capitals of any of the six languages: "DIAGNÓSTICO", "ÉLÉMENTS", "BEHANDLUNGSPLAN".
function isHeadingText(text: string): boolean {
  return (
    text.length >= 3 &&
    text.length <= 80 &&
    !/\p{Ll}/u.test(text) &&
    /\p{Lu}{3}/u.test(text) &&
    /^[\p{Lu}0-9][\p{Lu}\p{M}0-9 &/,'’()\-]*$/u.test(text)
  );
}

const isDisclaimerHeading = (heading: string) =>
  /DISCLAIMER/.test(heading) || DISCLAIMER_HEADINGS.some((name) => heading.includes(name));

/** "1. CLINICAL OBSERVATIONS: text" -> {number 1, heading, inline text}; null when the line is no heading. */
export function readHeading(line: string): { number: number | null; heading: string; inline: string } | null {
  const plain = line
    .trim()
    .replace(/^#{1,6}\s+/, "")
    .replace(/\*\*/g, "");
  const numbered = /^(\d{1,2})[.)]\s+(.*)$/.exec(plain);
  const rest = numbered ? numbered[2]! : plain;
  const colon = rest.indexOf(":");
  const heading = (colon >= 0 ? rest.slice(0, colon) : rest).trim();
  if (!isHeadingText(heading)) return null;
  return {
    number: numbered ? Number(numbered[1]) : null,
    heading,
    inline: colon >= 0 ? rest.slice(colon + 1).trim() : "",
  };
}

const capitalised = (word: string, language: Locale) =>
  word.replace(/^([('"]?)(\p{L})/u, (_, p, c: string) => p + c.toLocaleUpperCase(language));

/**
 * The heading for display, as the language writes titles: "CLINICAL OBSERVATION AND MORPHOLOGY" ->
 * "Clinical Observation and Morphology", "KLINISCHE BEOBACHTUNG UND MORPHOLOGIE" -> "Klinische
 * Beobachtung und Morphologie", and in French, Spanish, Italian and Portuguese only the first word
 * capitalised: "Observation clinique et morphologie".
 */
export function headingTitle(heading: string, language: Locale = DEFAULT_LOCALE): string {
  const words = heading.toLocaleLowerCase(language).split(/\s+/);
  const small = language === "en" ? SMALL_WORDS : language === "de" ? GERMAN_SMALL_WORDS : null;
  return words
    .map((word, i) => (i === 0 || (small && !small.has(word)) ? capitalised(word, language) : word))
    .join(" ");
}

/** Lines into paragraphs (blank lines split them) and bullet lists. */
function blocksOf(lines: string[]): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      flush();
      const last = blocks.at(-1);
      if (last?.kind === "list") last.items.push(bullet[1]!.trim());
      else blocks.push({ kind: "list", items: [bullet[1]!.trim()] });
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

function blocksText(blocks: ReportBlock[]): string {
  return blocks
    .map((block) => (block.kind === "paragraph" ? block.text : block.items.join(" ")))
    .join("\n\n");
}

/**
 * The report's text by section. A TITLE section is dropped (the page shows the
 * title already); the DISCLAIMER section (in any of the languages) is returned
 * apart, so the page can always show one disclaimer in its own place. The
 * report's language decides how the headings are written for display.
 */
export function parseReportSections(text: string, language: Locale = DEFAULT_LOCALE): ParsedReport {
  const intro: string[] = [];
  const found: { number: number | null; heading: string; lines: string[] }[] = [];
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const heading = readHeading(line);
    if (heading) {
      found.push({
        number: heading.number,
        heading: heading.heading,
        lines: heading.inline ? [heading.inline] : [],
      });
      continue;
    }
    (found.at(-1)?.lines ?? intro).push(line);
  }
  let disclaimer: string | null = null;
  const sections: ReportSection[] = [];
  for (const section of found) {
    if (/^(?:REPORT )?TITLE$/.test(section.heading)) continue;
    const blocks = blocksOf(section.lines);
    if (isDisclaimerHeading(section.heading)) {
      disclaimer = blocksText(blocks) || disclaimer;
      continue;
    }
    sections.push({
      heading: section.heading,
      title: headingTitle(section.heading, language),
      number: section.number,
      blocks,
    });
  }
  return { intro: blocksOf(intro), sections, disclaimer };
}
