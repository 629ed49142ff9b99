"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, useSyncExternalStore } from "react";
import { viewerNow } from "@/components/layout/viewer";
import { clsx } from "clsx";
import {
  isLocale,
  LANGUAGE_NAMES,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  type Locale,
} from "@/lib/i18n/locales";
import { localizedPath, pathLocale } from "@/lib/i18n/paths";

/**
 * Remembers the choice on this browser (the cookie `/` answers by), and on the account of a
 * signed-in person (their e-mails and other devices follow it). Plain fetch: the header carries
 * no more of the API client than it needs.
 */
async function rememberChoice(locale: Locale): Promise<void> {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  // A choice made before the page has heard who is looking waits for the answer.
  if (!(await viewerNow()).signed_in) return;
  await fetch("/api/user/profile", {
    method: "PATCH",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ language: locale }),
  }).catch(() => undefined);
}

const noSubscription = () => () => undefined;

/** False in the server's HTML and until React has taken the page over: a choice before then would be lost. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The page's languages, each named in itself; choosing one opens the same page in it. A native
 * select: light on every page, and the phone's own picker.
 */
export function LanguageSwitcher({
  className,
  showLabel = false,
}: Readonly<{ className?: string; showLabel?: boolean }>) {
  const t = useTranslations("common");
  const current = useLocale();
  const id = useId();
  const [moving, setMoving] = useState(false);
  const hydrated = useHydrated();

  async function choose(value: string) {
    if (!isLocale(value) || value === current) return;
    setMoving(true);
    await rememberChoice(value);
    const { path } = pathLocale(window.location.pathname);
    window.location.assign(localizedPath(path, value) + window.location.search + window.location.hash);
  }

  return (
    <div className={clsx("flex items-center gap-3", className)}>
      <label htmlFor={id} className={showLabel ? "text-sm font-medium" : "sr-only"}>
        {t("language")}
      </label>
      <select
        id={id}
        value={current}
        disabled={moving || !hydrated}
        onChange={(event) => void choose(event.target.value)}
        className={clsx(
          "h-9 cursor-pointer rounded-md border border-input bg-card px-2 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
          // Faded while it moves; not before the page is taken over, a moment every page has.
          moving && "opacity-60",
        )}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
