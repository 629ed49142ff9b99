import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_LOAD_BUDGET_KB, firstLoadJs } from "../../bench/first-load-js.mjs";
import { createAppDatabase, startBuiltApp, type AppDatabase, type BuiltApp } from "../support/built-app";

// The public pages' first-load JavaScript stays within its budget (docs/ui.md): a component that
// brings a library into every page's first load (class merging, a second router) fails here, not
// months later in a Lighthouse run. Run after `npx next build`.

const PORT = 3860;
// The pages `npm run lighthouse` measures (a report page needs one made first: measured there).
const PUBLIC_PAGES = ["/", "/gallery", "/pricing", "/contact", "/privacy", "/terms"];

let database: AppDatabase;
let app: BuiltApp;

beforeAll(async () => {
  database = await createAppDatabase(null);
  app = await startBuiltApp({ port: PORT, database });
});

afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

describe(`first-load JavaScript within ${FIRST_LOAD_BUDGET_KB} KB gzip`, () => {
  for (const path of PUBLIC_PAGES) {
    for (const address of [path, path === "/" ? "/de" : `/de${path}`]) {
      it(address, async () => {
        const measured = await firstLoadJs(app.url, address, process.cwd());
        expect(measured.status).toBe(200);
        expect(measured.files).toBeGreaterThan(0);
        expect(measured.kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
      });
    }
  }
});
