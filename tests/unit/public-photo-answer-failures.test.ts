import { beforeEach, describe, expect, it, vi } from "vitest";
import { DATABASE_UNAVAILABLE } from "@/lib/db/unavailable";
import { notFound } from "@/lib/http/errors";
import { authorizePhoto } from "@/lib/photos/index";
import { publicPhotoAnswer } from "@/lib/photos/public-answer";

// When the early answer's read fails (lib/photos/public-answer.ts): the database being unreachable
// is answered as the route would (503), not asked again by the route; anything else is the route's.

vi.mock("@/lib/photos/index", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/photos/index")>()),
  authorizePhoto: vi.fn(),
}));

const request = { id: "0b6f3c2e-4d1a-4c8e-9f00-1234567890ab", image: false } as const;
const log = { warn: vi.fn(), error: vi.fn() };

beforeEach(() => {
  log.warn.mockClear();
  log.error.mockClear();
});

describe("publicPhotoAnswer when the read fails", () => {
  it("answers the route's 503 while the database cannot be reached", async () => {
    vi.mocked(authorizePhoto).mockRejectedValueOnce(
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    );
    const answer = await publicPhotoAnswer(request, null, log as never);
    expect(answer?.status).toBe(503);
    expect(answer?.headers).toEqual({
      "Content-Type": "application/json",
      "Cache-Control": "private, no-store",
      "Retry-After": "5",
    });
    expect(JSON.parse(answer!.body!.toString())).toEqual({ detail: DATABASE_UNAVAILABLE });
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it("leaves a photo it may not show to the route, quietly", async () => {
    vi.mocked(authorizePhoto).mockRejectedValueOnce(notFound("Photo not found"));
    expect(await publicPhotoAnswer(request, null, log as never)).toBeNull();
    expect(log.error).not.toHaveBeenCalled();
  });

  it("leaves any other failure to the route, and logs it", async () => {
    vi.mocked(authorizePhoto).mockRejectedValueOnce(new TypeError("bug"));
    expect(await publicPhotoAnswer(request, null, log as never)).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
