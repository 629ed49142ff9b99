import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { errorResponse } from "@/lib/http/route";
import { REFUSAL_CODES } from "@/lib/errors/refusal-codes";

describe("refusal codes", () => {
  it("are the codes docs/authorisation.md lists, no more and no fewer", () => {
    const doc = readFileSync("docs/authorisation.md", "utf8");
    const section = doc.slice(doc.indexOf("## Refusal codes"));
    const documented = [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual(Object.keys(REFUSAL_CODES).sort());
  });

  it("every refusal status carries a code, its own or the status's; other errors none", async () => {
    expect(await errorResponse(402, "x", {}, "no_credits").json()).toEqual({
      detail: "x",
      code: "no_credits",
    });
    for (const [status, code] of [
      [402, "payment_required"],
      [403, "forbidden"],
      [409, "conflict"],
      [429, "rate_limited"],
    ] as const) {
      expect(await errorResponse(status, "x").json()).toEqual({ detail: "x", code });
    }
    for (const status of [400, 401, 404, 422, 500, 503]) {
      expect(await errorResponse(status, "x").json()).toEqual({ detail: "x" });
    }
  });

  it("a refusal may name what it refers to beside the detail", async () => {
    const body = await errorResponse(409, "done", {}, "already_upgraded", { report_id: "r1" }).json();
    expect(body).toEqual({ detail: "done", code: "already_upgraded", report_id: "r1" });
  });
});
