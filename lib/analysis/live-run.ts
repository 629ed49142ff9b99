import type { AnalysisKind } from "@/lib/ai";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";
import { errorEventData, type AnalysisEvent, type RunPhase } from "./events";
import type { AnalysisAnswer } from "./run";

// A streamed analysis while this process runs it: what it has written so far, told to whoever
// follows it here at once, and saved to its analysis_runs row a few times a second for replays and
// for followers on other instances (lib/analysis/follow.ts).

type Listener = (event: AnalysisEvent) => void;
type RowEnd = {
  status?: "done" | "failed";
  percent?: number;
  errorDetail?: string;
  errorCode?: string;
  errorExtra?: Prisma.InputJsonObject;
};

/** The row is written at most this often while the model writes (and once more at each end). */
const SAVE_EVERY_MS = 250;
/** A finished run stays here this long, so a follower that comes just after the end is answered from memory. */
const KEEP_FINISHED_MS = 60_000;
/** About how long each kind's text is, to tell how far the writing has come. */
const EXPECTED_CHARACTERS: Record<AnalysisKind, number> = { summary: 1_500, full: 5_000, followup: 5_000 };

// The same map for every route of this process, whichever bundle loaded this module.
const live: Map<string, LiveRun> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for("skinsight.liveRuns")
] ??= new Map()) as Map<string, LiveRun>;

export class LiveRun {
  #phase: RunPhase = "photos";
  #percent = 5;
  /** The latest draft (saved), and the text followers were sent as deltas. */
  #draft = "";
  #sent = "";
  #final: AnalysisEvent | null = null;
  readonly #listeners = new Set<Listener>();
  #saveTimer: NodeJS.Timeout | null = null;
  #lastSave = 0;
  #saving: Promise<void> = Promise.resolve();

  private constructor(
    readonly id: string,
    readonly kind: AnalysisKind,
  ) {}

  /** Creates the run's row, then follows it here. */
  static async start(
    id: string,
    kind: AnalysisKind,
    owner: { userId: string | null; creatorKeyHash: string | null },
  ) {
    await db.analysisRun.create({
      data: { id, kind, userId: owner.userId, creatorKeyHash: owner.creatorKeyHash },
    });
    const run = new LiveRun(id, kind);
    live.set(id, run);
    return run;
  }

  static find(id: string): LiveRun | undefined {
    return live.get(id);
  }

  /** What is known so far, at once, then each event as it comes; returns how to stop following. */
  follow(listener: Listener): () => void {
    listener({ event: "progress", data: { phase: this.#phase, percent: this.#percent } });
    if (this.#sent) listener({ event: "delta", data: { text: this.#sent } });
    if (this.#final) {
      listener(this.#final);
      return () => {};
    }
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  photosRead = () => this.#progress("writing", 20);

  onDraft = (draft: string) => {
    this.#draft = draft;
    // A malformed answer asked for again starts over: followers keep what they have until `done`.
    if (draft.length > this.#sent.length && draft.startsWith(this.#sent)) {
      const text = draft.slice(this.#sent.length);
      this.#sent = draft;
      this.#emit({ event: "delta", data: { text } });
    }
    const written = Math.min(1, draft.length / EXPECTED_CHARACTERS[this.kind]);
    this.#progress("writing", 20 + Math.floor(70 * written));
  };

  saving = () => this.#progress("saving", 95);

  async finish(answer: AnalysisAnswer): Promise<void> {
    await this.#end({ event: "done", data: answer }, { status: "done", percent: 100 });
  }

  async fail(error: unknown): Promise<void> {
    const data = errorEventData(error);
    const { detail, code, ...extra } = data;
    await this.#end(
      { event: "error", data },
      {
        status: "failed",
        errorDetail: detail,
        errorCode: code,
        ...(Object.keys(extra).length > 0 ? { errorExtra: extra as Prisma.InputJsonObject } : {}),
      },
    );
  }

  #progress(phase: RunPhase, percent: number) {
    if (phase === this.#phase && percent === this.#percent) return;
    this.#phase = phase;
    this.#percent = Math.max(this.#percent, percent);
    this.#emit({ event: "progress", data: { phase, percent: this.#percent } });
    this.#scheduleSave();
  }

  #emit(event: AnalysisEvent) {
    for (const listener of this.#listeners) listener(event);
  }

  #scheduleSave() {
    if (this.#saveTimer) return;
    const wait = Math.max(0, this.#lastSave + SAVE_EVERY_MS - Date.now());
    this.#saveTimer = setTimeout(() => {
      this.#saveTimer = null;
      this.#save({});
    }, wait);
  }

  /** Writes the run's state, after any write still under way, so the row never goes back in time. */
  #save(end: RowEnd) {
    this.#lastSave = Date.now();
    const data = {
      phase: this.#phase,
      percent: end.percent ?? this.#percent,
      draft: this.#draft,
      updatedAt: new Date(),
      ...end,
    };
    this.#saving = this.#saving
      .then(() => db.analysisRun.update({ where: { id: this.id }, data }))
      .then(
        () => {},
        (error: unknown) => logger.warn({ err: error, run: this.id }, "analysis run not saved"),
      );
    return this.#saving;
  }

  async #end(final: AnalysisEvent, row: RowEnd) {
    if (this.#saveTimer) clearTimeout(this.#saveTimer);
    this.#saveTimer = null;
    this.#final = final;
    await this.#save(row);
    this.#emit(final);
    this.#listeners.clear();
    setTimeout(() => live.delete(this.id), KEEP_FINISHED_MS).unref();
  }
}
