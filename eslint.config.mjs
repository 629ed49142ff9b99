import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "data/**",
    "lib/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "tests/.artifacts/**",
  ]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // English is written one way (British): dates and numbers go through the page's region
    // (lib/i18n/format.ts), never next-intl's plain formatter, which writes American English.
    files: ["app/**", "components/**", "lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next-intl", importNames: ["useFormatter"], message: "Use useRegionalFormatter()." },
            { name: "next-intl/server", importNames: ["getFormatter"], message: "Use formatterFor(locale)." },
          ],
        },
      ],
    },
  },
]);
