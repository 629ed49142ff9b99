"use client";

import { useTranslations } from "next-intl";
import { useViewer } from "./viewer";

/** The footer's account link text: Account when signed in, else Login. */
export function FooterAccountLink() {
  const t = useTranslations("layout");
  return useViewer().signed_in ? t("account") : t("footer.login");
}
