import { createTranslator } from "next-intl";
import en from "@/messages/en.json" with { type: "json" };

// The pages' English texts, read from messages/en.json as the pages read them. Node loads the
// browser specs as ES modules, which import JSON only with its type named: specs import it from here.

export { en };

/** A message with its arguments filled in (plurals included): `english("reportOwner.upgrade.spendCredits", { count: 2 })`. */
export const english = createTranslator({ locale: "en", messages: en });
