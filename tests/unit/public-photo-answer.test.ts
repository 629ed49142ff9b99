import { describe, expect, it } from "vitest";
import { anonymousPhotoRequest } from "@/lib/photos/public-answer";

// Which photo requests the server hooks may answer before Next: only those whose answer is the
// same for everyone who sends them (lib/photos/public-answer.ts).

const ID = "0b6f3c2e-4d1a-4c8e-9f00-1234567890ab";

describe("anonymousPhotoRequest", () => {
  it("takes a plain anonymous GET of a photo's JSON, or of its image in full or at a width", () => {
    expect(anonymousPhotoRequest("GET", `/api/photos/${ID}`, {})).toEqual({ id: ID, image: false });
    expect(anonymousPhotoRequest("GET", `/api/photos/${ID}/image`, {})).toEqual({ id: ID, image: true });
    for (const width of [320, 640, 960, 1280]) {
      expect(anonymousPhotoRequest("GET", `/api/photos/${ID}/image?w=${width}`, {})).toEqual({
        id: ID,
        image: true,
        width,
      });
    }
    // The id's hex digits in either case, as the route's uuid check takes them.
    expect(anonymousPhotoRequest("GET", `/api/photos/${ID.toUpperCase()}`, {})).toEqual({
      id: ID.toUpperCase(),
      image: false,
    });
    // Cookies that are not a session do not make a caller someone.
    expect(
      anonymousPhotoRequest("GET", `/api/photos/${ID}`, { cookie: "theme=dark; next-auth.csrf-token=x" }),
    ).toEqual({
      id: ID,
      image: false,
    });
  });

  it("leaves credentials, share tokens, queries, other methods and other paths to the route", () => {
    const leftToTheRoute: [string, string, Record<string, string>][] = [
      ["GET", `/api/photos/${ID}`, { authorization: "Bearer x" }],
      ["GET", `/api/photos/${ID}`, { authorization: "Basic eDp4" }],
      ["GET", `/api/photos/${ID}`, { cookie: "next-auth.session-token=x" }],
      ["GET", `/api/photos/${ID}`, { cookie: "a=1; __Secure-next-auth.session-token=x" }],
      ["GET", `/api/photos/${ID}`, { cookie: "next-auth.session-token.0=x" }],
      ["GET", `/api/photos/${ID}`, { cookie: "__Secure-next-auth.session-token.0=x" }],
      // Next's routes match paths case-sensitively: these are 404s of its own.
      ["GET", `/API/photos/${ID}`, {}],
      ["GET", `/api/photos/${ID}/IMAGE`, {}],
      ["GET", `/api/photos/${ID}?token=abc`, {}],
      ["GET", `/api/photos/${ID}?`, {}],
      ["HEAD", `/api/photos/${ID}`, {}],
      ["POST", `/api/photos/${ID}`, {}],
      ["GET", `/api/photos/${ID}/image`, { authorization: "Bearer x" }],
      ["GET", `/api/photos/${ID}/image?w=640`, { cookie: "next-auth.session-token=x" }],
      ["GET", `/api/photos/${ID}/image?w=641`, {}],
      ["GET", `/api/photos/${ID}/image?w=640&token=abc`, {}],
      ["GET", `/api/photos/${ID}/image?token=abc`, {}],
      ["GET", `/api/photos/${ID}/image?w=640&w=320`, {}],
      ["GET", `/api/photos/${ID}/image/`, {}],
      ["GET", `/api/photos/${ID}?w=640`, {}],
      ["GET", `/api/photos/${ID}/`, {}],
      ["GET", `/api/photos/not-a-photo-id`, {}],
      ["GET", `/api/photos/%30b6f3c2e-4d1a-4c8e-9f00-1234567890ab`, {}],
      ["GET", `//api/photos/${ID}`, {}],
    ];
    for (const [method, url, headers] of leftToTheRoute) {
      expect(
        anonymousPhotoRequest(method, url, headers),
        `${method} ${url} ${JSON.stringify(headers)}`,
      ).toBeNull();
    }
  });
});
