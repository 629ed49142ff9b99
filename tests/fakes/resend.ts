import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { FailureQueue, FakeHttpServer, type RecordedRequest, type RequestMatch } from "./http";

export interface SentEmail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  /** The JSON the SDK sent for this e-mail (cc, bcc, reply_to, headers, tags, ...). */
  payload: Record<string, unknown>;
}

export interface ResendFailure extends RequestMatch {
  status: number;
  /** Resend error name, e.g. validation_error; derived from status when omitted. */
  name?: string;
  message?: string;
}

type ResendError = { statusCode: number; name: string; message: string };

class ResendApiFailure extends Error {
  constructor(readonly body: ResendError) {
    super(body.message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Stand-in for the Resend API (POST /emails and /emails/batch); point the SDK's baseUrl at `url`. */
export class FakeResend extends FakeHttpServer {
  readonly sent: SentEmail[] = [];
  #failures = new FailureQueue<ResendFailure>();
  #down = false;
  #delayMs = 0;

  /** Until `up()`, every call answers 503 as a provider in an outage does; nothing is sent. */
  down(): this {
    this.#down = true;
    return this;
  }

  up(): this {
    this.#down = false;
    return this;
  }

  /** Until `reset()`, every call is answered `ms` later, as a slow provider's would be. */
  slow(ms: number): this {
    this.#delayMs = ms;
    return this;
  }

  /** Makes the next matching call(s) fail with a Resend-shaped error body. */
  failNext(failure: ResendFailure): this {
    this.#failures.push(failure);
    return this;
  }

  lastEmail(): SentEmail | undefined {
    return this.sent.at(-1);
  }

  /** E-mails addressed to one recipient (case-insensitive), oldest first. */
  emailsTo(address: string): SentEmail[] {
    const wanted = address.toLowerCase();
    return this.sent.filter((mail) => mail.to.some((to) => to.toLowerCase() === wanted));
  }

  override reset(): void {
    super.reset();
    this.sent.length = 0;
    this.#failures.clear();
    this.#down = false;
    this.#delayMs = 0;
  }

  protected handle(req: RecordedRequest, res: ServerResponse): void {
    if (this.#delayMs > 0) setTimeout(() => this.#answer(req, res), this.#delayMs);
    else this.#answer(req, res);
  }

  #answer(req: RecordedRequest, res: ServerResponse): void {
    const failure = this.#down ? { status: 503 } : this.#failures.take(req);
    try {
      if (failure) throw new ResendApiFailure(failureBody(failure));
      if (req.method === "POST" && req.path === "/emails") {
        return this.sendJson(res, 200, { id: this.#accept(validate(req.body)) });
      }
      if (req.method === "POST" && req.path === "/emails/batch") {
        if (!Array.isArray(req.body)) throw validationError("The request body must be an array of e-mails.");
        // Validate the whole batch first: Resend's default strict mode sends all or nothing.
        const mails = (req.body as unknown[]).map((mail, i) => validate(mail, ` (e-mail ${i})`));
        return this.sendJson(res, 200, { data: mails.map((mail) => ({ id: this.#accept(mail) })) });
      }
      throw new ResendApiFailure({
        statusCode: 404,
        name: "not_found",
        message: "The requested endpoint does not exist.",
      });
    } catch (error) {
      if (!(error instanceof ResendApiFailure)) throw error;
      this.sendJson(res, error.body.statusCode, error.body);
    }
  }

  #accept(mail: ValidEmail): string {
    const id = randomUUID();
    this.sent.push({
      id,
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      ...(typeof mail.payload.html === "string" ? { html: mail.payload.html } : {}),
      ...(typeof mail.payload.text === "string" ? { text: mail.payload.text } : {}),
      payload: mail.payload,
    });
    return id;
  }
}

interface ValidEmail {
  from: string;
  to: string[];
  subject: string;
  payload: Record<string, unknown>;
}

function validate(body: unknown, where = ""): ValidEmail {
  if (!isRecord(body)) throw validationError(`The request body must be a JSON object${where}.`);
  const missing = (field: string) =>
    validationError(`Missing \`${field}\` field${where}.`, "missing_required_field");
  const { from, subject } = body;
  const to: unknown[] = typeof body.to === "string" ? [body.to] : Array.isArray(body.to) ? body.to : [];
  if (typeof from !== "string" || from === "") throw missing("from");
  if (to.length === 0 || !to.every((t): t is string => typeof t === "string")) throw missing("to");
  if (typeof subject !== "string" || subject === "") throw missing("subject");
  return { from, to, subject, payload: body };
}

const validationError = (message: string, name = "validation_error"): ResendApiFailure =>
  new ResendApiFailure({ statusCode: 422, name, message });

function failureBody(failure: ResendFailure): ResendError {
  const name =
    failure.name ??
    (failure.status === 422
      ? "validation_error"
      : failure.status === 429
        ? "rate_limit_exceeded"
        : failure.status >= 500
          ? "application_error"
          : "invalid_request");
  return {
    statusCode: failure.status,
    name,
    message: failure.message ?? `Fake Resend failure (${failure.status})`,
  };
}
