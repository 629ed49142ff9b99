import { expect, test } from "@playwright/test";

// Through the real server: nothing in front of the route (the request middleware
// included) may cut a large body short, or the user would get a misleading error.
test("a photo upload over the size limit is refused as too large, not as a broken upload", async ({
  request,
}) => {
  const response = await request.post("/api/photos/upload", {
    multipart: {
      files: { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(20 * 1024 * 1024, 1) },
      privacy_setting: "public",
    },
  });
  expect(response.status()).toBe(413);
  expect((await response.json()).detail).toMatch(/15 MB or smaller/);
});

test("API answers carry a request id, and a forged one is replaced", async ({ request }) => {
  const plain = await request.get("/api/health", { headers: { "x-request-id": "trace-123" } });
  expect(plain.headers()["x-request-id"]).toBe("trace-123");
  const forged = await request.get("/api/health", { headers: { "x-request-id": 'x" {"level":60}' } });
  expect(forged.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});
