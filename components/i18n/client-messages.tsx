import type { AbstractIntlMessages } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { Messages } from "@/lib/i18n/messages";
import { ClientIntl } from "./client-intl";

type Namespace = keyof Messages;

/**
 * Namespaces every page's browser components use: the header's menu and viewer-dependent links
 * (layout), dialogs, carousels and toasts (ui), the error page (errors) and the sign-in dialog,
 * which any page can open (auth).
 */
const SHARED_NAMESPACES: readonly Namespace[] = ["common", "layout", "ui", "errors", "auth"];

/**
 * Hands the browser only the namespaces its components read: the whole catalogue on every page
 * would weigh on each page's size. A section's layout names its own (`namespaces`); an inner one
 * replaces the outer, so the shared ones are always included.
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: Readonly<{ namespaces?: readonly Namespace[]; children: React.ReactNode }>) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const all: AbstractIntlMessages = messages;
  const picked: AbstractIntlMessages = {};
  for (const name of [...SHARED_NAMESPACES, ...namespaces]) {
    const part = all[name];
    if (part !== undefined) picked[name] = part;
  }
  return (
    <ClientIntl locale={locale} messages={picked}>
      {children}
    </ClientIntl>
  );
}
