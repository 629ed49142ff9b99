import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { errorResponse } from "@/lib/http/route";
import { REFUSAL_CODES, type RefusalCode } from "@/lib/errors/refusal-codes";
import { ApiError } from "@/lib/api-client";
import { refusalText } from "@/components/i18n/use-refusal-text";
import en from "@/messages/en.json";
import de from "@/messages/de.json";

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

  it("every code has words in the catalogue, for pages in every language", () => {
    expect(Object.keys(en.errors.refusals).sort()).toEqual(Object.keys(REFUSAL_CODES).sort());
  });

  describe("what a page shows for a refusal", () => {
    const german = (code: RefusalCode) => de.errors.refusals[code];
    const wrongCode = new ApiError(400, "Invalid verification code.", "code_wrong");

    it("an English page: the server's detail, the spec's words; else the screen's fallback", () => {
      expect(refusalText(wrongCode, "fallback", "en", german)).toBe("Invalid verification code.");
      expect(refusalText(new ApiError(0, null), "fallback", "en", german)).toBe("fallback");
      expect(refusalText(new TypeError("boom"), "fallback", "en", german)).toBe("fallback");
    });

    it("a page in another language: its words for the code, else its fallback, never English", () => {
      expect(refusalText(wrongCode, "Ersatz", "de", german)).toBe(de.errors.refusals.code_wrong);
      expect(refusalText(new ApiError(404, "Spot not found"), "Ersatz", "de", german)).toBe("Ersatz");
      expect(refusalText(new ApiError(0, null), "Ersatz", "de", german)).toBe("Ersatz");
    });

    it("a refusal an answer names (an invalid invitation) reads the same way", () => {
      const invitation = { detail: "This voucher has expired", code: "voucher_expired" as const };
      expect(refusalText(invitation, "", "en", german)).toBe("This voucher has expired");
      expect(refusalText(invitation, "", "fr", german)).toBe(de.errors.refusals.voucher_expired);
    });
  });
});
