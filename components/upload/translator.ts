import type { useTranslations } from "next-intl";

/**
 * The wizard's messages (the `upload` namespace) for its pure rules, which say what the person
 * reads: the components pass their useTranslations("upload"), the tests an English translator.
 */
export type UploadTranslator = ReturnType<typeof useTranslations<"upload">>;
