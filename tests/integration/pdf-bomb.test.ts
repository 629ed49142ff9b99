import { beforeAll, describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/medical-records/upload/route";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/errors/http-error";
import { loadMedicalRecordsForAnalysis, PDF_TEXT_NOT_EXTRACTED } from "@/lib/medical-records";
import {
  defaultPdfTextLimits,
  extractPdfText,
  PDF_BUSY_DETAIL,
  type PdfTextLimits,
} from "@/lib/medical-records/pdf-text";
import { signedInUser } from "../support/factories";
import { call } from "../support/http";
import { pdfDecompressionBomb, pdfWithText, uploadForm } from "../support/images";

// A PDF is compressed streams: under 1 MB of file can inflate to hundreds of MB. Reading one used to
// freeze the server for seconds and grow it by over a gigabyte; now it is read in a worker thread with
// a memory budget and a time limit, and a PDF over them is kept without its text.

const MB = 1024 * 1024;

let payer: { user: User; token: string };

beforeAll(async () => {
  payer = await signedInUser({ credits: 1 });
});

/** The longest the event loop went without running a 10 ms timer, and the peak RSS growth, during `work`. */
async function watchMainThread<T>(work: () => Promise<T>) {
  const baseline = process.memoryUsage.rss();
  let peakRss = baseline;
  let longestGap = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 10);
  try {
    const result = await work();
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    return {
      result,
      longestGapMs: Math.max(longestGap, performance.now() - last),
      rssGrowthMb: (peakRss - baseline) / MB,
    };
  } finally {
    clearInterval(timer);
  }
}

const limits = (changes: Partial<PdfTextLimits>): PdfTextLimits => ({
  ...defaultPdfTextLimits(),
  ...changes,
});

describe("a PDF decompression bomb", () => {
  it("is stored without its text, while the server keeps answering and its memory stays bounded", async () => {
    const bomb = await pdfDecompressionBomb(400);
    expect(bomb.length).toBeLessThan(MB);

    const { result, longestGapMs, rssGrowthMb } = await watchMainThread(() =>
      call(upload, "/api/medical-records/upload", {
        body: uploadForm([{ bytes: bomb, name: "lab.pdf" }]),
        bearer: payer.token,
      }),
    );

    expect(result.status).toBe(200);
    // Before: the event loop stood still for the whole extraction (5 to 14 s) and RSS grew by 1.2 GB.
    expect(longestGapMs).toBeLessThan(1000);
    expect(rssGrowthMb).toBeLessThan(500);

    const [id] = result.body.record_ids as string[];
    const record = await db.medicalRecord.findUniqueOrThrow({ where: { id }, include: { blob: true } });
    expect(record.extractedText).toBeNull();
    expect(Buffer.from(record.blob.data!).equals(bomb)).toBe(true);
    expect(await loadMedicalRecordsForAnalysis([id!], payer.user)).toEqual([
      { kind: "text", filename: "lab.pdf", text: PDF_TEXT_NOT_EXTRACTED },
    ]);
  });

  it("whose one line holds millions of characters is stopped at the time limit and kept without text", async () => {
    const bomb = await pdfDecompressionBomb(40, "(AAAAAAAAAAAAAAAAAAAA) Tj ");
    const started = performance.now();
    const { result, longestGapMs } = await watchMainThread(() =>
      extractPdfText(bomb, limits({ timeoutMs: 1500 })),
    );
    expect(result).toBeNull();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(longestGapMs).toBeLessThan(1000);
  });

  it("waits in line behind another PDF, and beyond the line the upload is told to come back later", async () => {
    const slow = pdfDecompressionBomb(40, "(AAAAAAAAAAAAAAAAAAAA) Tj ");
    const oneAtATime = limits({ timeoutMs: 2000, maxConcurrent: 1, maxQueued: 1 });
    const first = extractPdfText(await slow, oneAtATime);
    const second = extractPdfText(pdfWithText(["Second in line"]), oneAtATime);
    const third = extractPdfText(pdfWithText(["Third"]), oneAtATime).catch((error: unknown) => error);

    const refused = await third;
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, detail: PDF_BUSY_DETAIL, headers: { "Retry-After": "60" } });
    expect(await first).toBeNull();
    expect(await second).toBe("Second in line");
  });

  it("an ordinary PDF is still read in full by the worker", async () => {
    const text = await extractPdfText(pdfWithText(["Dermatopathology report", "Findings: dermatitis"]));
    expect(text).toBe("Dermatopathology report\nFindings: dermatitis");
  });

  it("a missing worker script is a server error, not the file's fault", async () => {
    const failure = await extractPdfText(
      pdfWithText(["x"]),
      limits({ workerPath: "/nonexistent/pdf-worker.mjs" }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(HttpError);
  });
});
