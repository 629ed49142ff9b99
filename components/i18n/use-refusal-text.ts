"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { ApiError } from "@/lib/api-client/client";
import type { RefusalCode } from "@/lib/errors/refusal-codes";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/** The text of a refusal's code in the page's language, or null when the catalogue has none. */
type CodeWords = (code: RefusalCode) => string | null;

/** What a page shows for a failed call, else the fallback given: `useRefusalText()`'s function. */
export type RefusalWords = (refused: unknown, fallback: string) => string;

/** A refusal: a failed call's ApiError, or one an answer names (an invalid invitation's). */
export type Refusal = Pick<ApiError, "detail" | "code">;

function refusalOf(value: unknown): Refusal | null {
  if (value instanceof ApiError) return value;
  const named = value as Partial<Refusal> | null;
  return typeof named === "object" && named !== null && "detail" in named && "code" in named
    ? (named as Refusal)
    : null;
}

/**
 * What a page shows for a refusal. The API speaks English: an English page shows the server's
 * `detail` (the spec's words); a page in another language shows its own words for the refusal's
 * `code`; without either, the screen's own fallback (already in the page's language).
 */
export function refusalText(refused: unknown, fallback: string, locale: Locale, words: CodeWords): string {
  const refusal = refusalOf(refused);
  if (!refusal) return fallback;
  if (locale === DEFAULT_LOCALE) return refusal.detail ?? fallback;
  return (refusal.code && words(refusal.code)) || fallback;
}

/** `refusalText` for this page's language: `(error, fallback) => text`. */
export function useRefusalText(): RefusalWords {
  const locale = useLocale();
  const t = useTranslations("errors.refusals");
  return useCallback(
    (refused: unknown, fallback: string) =>
      refusalText(refused, fallback, locale, (code) => (t.has(code) ? t(code) : null)),
    [locale, t],
  );
}
