import { describe, expect, it } from "vitest";
import { codeHash, codeMatches, generateCode } from "@/lib/auth/challenges";

describe("verification codes", () => {
  it("are six digits, leading zeros included", () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });

  it("are stored as a keyed hash that reveals nothing of the code", () => {
    const hash = codeHash("challenge-1", "123456");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("123456");
    expect(codeHash("challenge-1", "123456")).toBe(hash);
  });

  it.each([
    { case: "the right code of the challenge", challenge: "challenge-1", code: "123456", matches: true },
    { case: "a wrong code", challenge: "challenge-1", code: "123457", matches: false },
    { case: "the same code of another challenge", challenge: "challenge-2", code: "123456", matches: false },
    { case: "the code with a space", challenge: "challenge-1", code: "123456 ", matches: false },
  ])("$case: matches is $matches", ({ challenge, code, matches }) => {
    expect(codeMatches(challenge, code, codeHash("challenge-1", "123456"))).toBe(matches);
  });

  it("a malformed stored hash never matches", () => {
    expect(codeMatches("challenge-1", "123456", "")).toBe(false);
    expect(codeMatches("challenge-1", "123456", "zz")).toBe(false);
  });
});
