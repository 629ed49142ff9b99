import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  AUTHORISATION_TABLE,
  revealedBy,
  rowName,
  type CellRequest,
  type Method,
  type Row,
} from "../support/authorisation-table";
import {
  CALLERS,
  credentialHeaders,
  seedWorld,
  type Caller,
  type World,
} from "../support/authorisation-world";
import { listAsAdministrator, makeUser, sessionFor } from "../support/factories";
import { isEndpoint } from "../support/endpoints";
import { call, randomIp } from "../support/http";

// The authorisation matrix: every route of app/api, called by every kind of caller
// (tests/support/authorisation-world.ts), answers the status its row in
// tests/support/authorisation-table.ts names, hands no caller a secret that is not theirs, and a
// refused write changes nothing. Rules and how to add a route: docs/authorisation.md.

const API_ROOT = path.resolve(import.meta.dirname, "../../app/api");
const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

type Handler = Parameters<typeof call>[0];

/** Every route file's URL pattern and its module, from the file system. */
function routeFiles(): { route: string; file: string }[] {
  return readdirSync(API_ROOT, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .map((file) => ({
      route: `/api/${path.dirname(file).split(path.sep).join("/")}`,
      file: path.join(API_ROOT, file),
    }));
}

const handlers = new Map<string, Handler>();
const key = (method: string, route: string) => `${method} ${route}`;

/** A fingerprint of every table but the rate-limit counters: a refused call must leave it as it was. */
let fingerprintQuery: string;
async function fingerprint(): Promise<Map<string, string>> {
  const rows = await db.$queryRawUnsafe<{ t: string; h: string }[]>(fingerprintQuery);
  return new Map(rows.map((row) => [row.t, row.h]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}

const REFUSALS = new Set([401, 403, 404]);

let world: World;

beforeAll(async () => {
  for (const { route, file } of routeFiles()) {
    const exported = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) {
      if (isEndpoint(exported[method])) handlers.set(key(method, route), exported[method] as Handler);
    }
  }
  const tables = await db.$queryRawUnsafe<{ table_name: string }[]>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('rate_limit_counters', '_prisma_migrations')`,
  );
  // Blobs are told apart by id and size: hashing every photo's bytes each time costs seconds.
  const rowText = (table: string) =>
    table === "stored_blobs" ? "x.id::text || ':' || x.byte_size" : "x::text";
  fingerprintQuery = tables
    .map(
      ({ table_name: t }) =>
        `SELECT '${t}' AS t, count(*)::text || ':' || coalesce(md5(string_agg(r, '' ORDER BY r)), '') AS h
           FROM (SELECT md5(${rowText(t)}) AS r FROM "${t}" x) rows`,
    )
    .join(" UNION ALL ");
  world = await seedWorld();
});

describe("every route of the API has a row in the authorisation matrix", () => {
  it("no route ships without deciding who may call it, and no row names a route that is gone", () => {
    const rows = new Set(AUTHORISATION_TABLE.map((row) => key(row.method, row.route)));
    const withoutRow = [...handlers.keys()].filter((route) => !rows.has(route));
    const gone = [...rows].filter((route) => !handlers.has(route));
    expect({ withoutRow, gone }).toEqual({ withoutRow: [], gone: [] });
  });
});

/** The request of one cell, as `caller` sends it. */
async function callCell(row: Row, caller: Caller, request: CellRequest) {
  const handler = handlers.get(key(row.method, row.route));
  if (!handler) throw new Error(`no handler for ${rowName(row)}`);
  const params = request.params ?? {};
  let url = row.route.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  if (request.query) url += `?${new URLSearchParams(request.query)}`;
  return call(handler, url, {
    method: row.method,
    params,
    json: request.json,
    body: request.form,
    headers: credentialHeaders(world, caller, row.method, request.token),
    ip: randomIp(),
  });
}

/** The names of the secrets found in an answer (body and headers). */
function secretsIn(answer: { text: string; headers: Headers }): string[] {
  const seen = answer.text + JSON.stringify([...answer.headers.entries()]);
  return world.secrets
    .filter((secret) => seen.includes(secret.value) || seen.includes(encodeURIComponent(secret.value)))
    .map((secret) => secret.name);
}

/** Those of `found` this caller may not read in this row's answers. */
function leakedSecrets(row: Row, caller: Caller, found: string[]): string[] {
  const revealed = revealedBy(row, caller);
  const mayRead = new Set(world.secrets.filter((s) => s.visibleTo.includes(caller)).map((s) => s.name));
  return found.filter((name) => !mayRead.has(name) && !revealed.has(name));
}

describe("each caller gets the answer its row names, no secret of others, and a refusal changes nothing", () => {
  for (const row of AUTHORISATION_TABLE) {
    it(rowName(row), async () => {
      const problems: string[] = [];
      const revealsSeen = new Set<string>();
      for (const caller of CALLERS) {
        const request = (await row.request?.(world, caller)) ?? {};
        // Writes only: reads change nothing whoever asks, and fingerprints cost time.
        const before = row.method !== "GET" && REFUSALS.has(row.expect[caller]) ? await fingerprint() : null;
        const answer = await callCell(row, caller, request);
        const detail = typeof answer.body === "object" && answer.body ? answer.body.detail : undefined;
        if (answer.status !== row.expect[caller]) {
          problems.push(`${caller}: ${answer.status} (expected ${row.expect[caller]}) ${detail ?? ""}`);
        }
        const found = secretsIn(answer);
        for (const name of found) if (revealedBy(row, caller).has(name)) revealsSeen.add(name);
        const leaks = leakedSecrets(row, caller, found);
        if (leaks.length > 0) problems.push(`${caller}: answer contains ${leaks.join(", ")}`);
        if (before && REFUSALS.has(answer.status)) {
          const changed = changedTables(before, await fingerprint());
          if (changed.length > 0) problems.push(`${caller}: refused, yet changed ${changed.join(", ")}`);
        }
      }
      // An exception to the leak rules stays only while the answer needs it.
      for (const { secret } of row.reveals ?? []) {
        if (!revealsSeen.has(secret)) problems.push(`reveals "${secret}", yet no answer shows it`);
      }
      expect(problems).toEqual([]);
    });
  }
});

describe("administrators are decided by the server", () => {
  it("an address listed in ADMIN_EMAILS that was never verified opens no console route", async () => {
    const squatter = await makeUser({ emailVerified: false });
    listAsAdministrator(squatter.email);
    const token = await sessionFor(squatter);
    const consoleReads = AUTHORISATION_TABLE.filter(
      (row) => row.route.startsWith("/api/admin/") && row.method === "GET" && !row.variant,
    );
    const answers = [];
    for (const row of consoleReads) {
      const request = (await row.request?.(world, "admin")) ?? {};
      const answer = await callCell(row, "owner", { ...request, token });
      answers.push(`${rowName(row)}: ${answer.status}`);
    }
    expect(consoleReads.length).toBeGreaterThan(10);
    expect(answers).toEqual(consoleReads.map((row) => `${rowName(row)}: 403`));
  });
});
