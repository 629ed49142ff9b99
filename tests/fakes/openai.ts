import type { ServerResponse } from "node:http";
import type {
  ChatCompletion,
  ChatCompletionContentPartImage,
  ChatCompletionCreateParams,
} from "openai/resources/chat/completions";
import { FakeHttpServer, type RecordedRequest } from "./http";
import { sampleFromSchema } from "./json-schema-sample";

type FinishReason = ChatCompletion.Choice["finish_reason"];

/**
 * One scripted answer to the next chat completion request. `delayMs` comes before the answer (before
 * its first piece, when it is streamed); `cutAfterPieces` ends a streamed answer's connection after
 * that many pieces of its content, as a server that fails mid-answer.
 */
export type OpenAIReply = { delayMs?: number; cutAfterPieces?: number } & (
  | { json: unknown; finishReason?: FinishReason }
  /** Raw message content, e.g. malformed JSON. */
  | { content: string; finishReason?: FinishReason }
  | { refusal: string }
  | {
      status: number;
      message?: string;
      type?: string;
      code?: string | null;
      headers?: Record<string, string>;
    }
);

export type ChatResponder = (request: ChatCompletionCreateParams) => unknown;

export interface FakeOpenAIOptions {
  /** Produces the JSON content when no reply is queued; defaults to defaultChatResponder. */
  defaultResponder?: ChatResponder;
  /** Sent as `retry-after-ms` on error replies so SDK retries don't sleep 0.5-8 s; null omits it. */
  retryAfterMs?: number | null;
  /** How long an answer that was not queued takes, as a model would; default 0. */
  defaultDelayMs?: number;
  /** False keeps no request in `requests`; default true. */
  record?: boolean;
  /** A streamed answer's content comes in pieces of this many characters (default 24)... */
  streamPieceChars?: number;
  /** ...this many milliseconds apart (default 0), as a model writes. */
  streamPaceMs?: number;
  /** Behave as an OpenAI-compatible server instead of OpenAI. */
  compatible?: CompatibleServer;
}

const CHAT_PATH = "/v1/chat/completions";

/**
 * A minimal object valid against the request's json_schema response_format, or against the JSON
 * Schema its system prompt gives (JSON mode, as a compatible server's model follows it), or {}.
 */
export const defaultChatResponder: ChatResponder = (request) => {
  if (request.response_format?.type === "json_schema")
    return sampleFromSchema(request.response_format.json_schema.schema);
  const system = request.messages[0]?.content;
  const schema = typeof system === "string" ? /JSON Schema:\n(\{.*\})\s*$/s.exec(system)?.[1] : undefined;
  return schema ? sampleFromSchema(JSON.parse(schema)) : {};
};

/**
 * Behaving as an OpenAI-compatible server (Ollama, vLLM, LM Studio) rather than OpenAI: no strict
 * JSON-schema output (JSON mode only), maybe no image input, and answers wrapped in a Markdown
 * code block as local models often write them.
 */
export type CompatibleServer = { vision: boolean; fenced?: boolean };

const JSON_SCHEMA_UNSUPPORTED = "response_format of type json_schema is not supported by this server";
const NO_IMAGE_INPUT = "this model does not support image input";

/** Stand-in for the OpenAI Chat Completions API; point the SDK at `baseURL`. */
export class FakeOpenAI extends FakeHttpServer {
  #queue: OpenAIReply[] = [];
  readonly #initialResponder: ChatResponder;
  #defaultResponder: ChatResponder;
  readonly #retryAfterMs: number | null;
  readonly #defaultDelayMs: number;
  readonly #streamPieceChars: number;
  readonly #initialStreamPaceMs: number;
  readonly #compatible: CompatibleServer | undefined;
  #streamPaceMs: number;
  #completions = 0;

  constructor(options: FakeOpenAIOptions = {}) {
    super();
    this.#initialResponder = options.defaultResponder ?? defaultChatResponder;
    this.#defaultResponder = this.#initialResponder;
    this.#retryAfterMs = options.retryAfterMs === undefined ? 1 : options.retryAfterMs;
    this.#defaultDelayMs = options.defaultDelayMs ?? 0;
    this.#streamPieceChars = options.streamPieceChars ?? 24;
    this.#initialStreamPaceMs = options.streamPaceMs ?? 0;
    this.#compatible = options.compatible;
    this.#streamPaceMs = this.#initialStreamPaceMs;
    this.recording = options.record ?? true;
  }

  /** Milliseconds between the pieces of streamed answers from now on. */
  setStreamPace(ms: number): this {
    this.#streamPaceMs = ms;
    return this;
  }

  /** The SDK's baseURL, e.g. http://127.0.0.1:54321/v1. */
  get baseURL(): string {
    return `${this.url}/v1`;
  }

  /** Queues replies; each chat request (SDK retries included) consumes one. */
  enqueue(...replies: OpenAIReply[]): this {
    this.#queue.push(...replies);
    return this;
  }

  /** Replaces the default responder until reset(). */
  setDefaultResponder(responder: ChatResponder): this {
    this.#defaultResponder = responder;
    return this;
  }

  /** Replies still queued. */
  get pending(): number {
    return this.#queue.length;
  }

  /** Bodies of every chat completion request received, in order. */
  get chatRequests(): ChatCompletionCreateParams[] {
    return this.requests
      .filter((r) => r.method === "POST" && r.path === CHAT_PATH)
      .map((r) => r.body as ChatCompletionCreateParams);
  }

  lastChatRequest(): ChatCompletionCreateParams | undefined {
    return this.chatRequests.at(-1);
  }

  /** Image content parts of a request (default: the last one). */
  imageParts(request = this.lastChatRequest()): ChatCompletionContentPartImage[] {
    return (request?.messages ?? [])
      .flatMap((m) => (Array.isArray(m.content) ? (m.content as { type: string }[]) : []))
      .filter((part): part is ChatCompletionContentPartImage => part.type === "image_url");
  }

  imagePartCount(request = this.lastChatRequest()): number {
    return this.imageParts(request).length;
  }

  override reset(): void {
    super.reset();
    this.#queue = [];
    this.#defaultResponder = this.#initialResponder;
    this.#streamPaceMs = this.#initialStreamPaceMs;
  }

  protected async handle(req: RecordedRequest, res: ServerResponse): Promise<void> {
    if (req.method !== "POST" || req.path !== CHAT_PATH) {
      return this.#sendError(res, {
        status: 404,
        message: `Unknown request URL: ${req.method} ${req.path}`,
        code: "unknown_url",
      });
    }
    const body = req.body as ChatCompletionCreateParams | undefined;
    if (!body || !Array.isArray(body.messages)) {
      return this.#sendError(res, {
        status: 400,
        message: "Request body must be a JSON chat completion request",
      });
    }
    const refusal = this.#compatibilityRefusal(body);
    if (refusal) return this.#sendError(res, { status: 400, message: refusal });

    const reply = this.#queue.shift() ?? {
      json: this.#defaultResponder(body),
      delayMs: this.#defaultDelayMs,
    };
    if (reply.delayMs) await this.delay(reply.delayMs);
    if ("status" in reply) return this.#sendError(res, reply);
    if (body.stream) return this.#stream(res, body, reply);
    this.sendJson(res, 200, this.#completion(body, reply));
  }

  /** What a compatible server refuses of this request, as its error message. */
  #compatibilityRefusal(body: ChatCompletionCreateParams): string | null {
    if (!this.#compatible) return null;
    if (body.response_format?.type === "json_schema") return JSON_SCHEMA_UNSUPPORTED;
    if (!this.#compatible.vision && this.imagePartCount(body) > 0) return NO_IMAGE_INPUT;
    return null;
  }

  /** The answer as Server-Sent Events of chat.completion.chunk objects, as the API streams it. */
  async #stream(
    res: ServerResponse,
    body: ChatCompletionCreateParams,
    reply: Exclude<OpenAIReply, { status: number }>,
  ): Promise<void> {
    const { choices, ...completion } = this.#completion(body, reply);
    const message = choices[0]!.message;
    const chunk = (delta: Record<string, unknown>, finishReason: FinishReason | null = null) =>
      `data: ${JSON.stringify({
        ...completion,
        object: "chat.completion.chunk",
        usage: undefined,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      })}\n\n`;
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.flushHeaders();
    res.write(chunk({ role: "assistant", content: "" }));
    const field = message.refusal !== null ? "refusal" : "content";
    const text = message.refusal ?? message.content ?? "";
    for (let at = 0, pieces = 0; at < text.length; at += this.#streamPieceChars, pieces++) {
      if (reply.cutAfterPieces !== undefined && pieces >= reply.cutAfterPieces) {
        // What was written reaches the client first: the answer has begun when it breaks off.
        await this.delay(20);
        res.destroy();
        return;
      }
      if (pieces > 0 && this.#streamPaceMs > 0) await this.delay(this.#streamPaceMs);
      if (res.destroyed) return;
      res.write(chunk({ [field]: text.slice(at, at + this.#streamPieceChars) }));
    }
    res.write(chunk({}, choices[0]!.finish_reason));
    res.end("data: [DONE]\n\n");
  }

  #completion(
    body: ChatCompletionCreateParams,
    reply: Exclude<OpenAIReply, { status: number }>,
  ): ChatCompletion {
    const refusal = "refusal" in reply ? reply.refusal : null;
    const json = "json" in reply ? JSON.stringify(reply.json) : null;
    const fenced = json !== null && this.#compatible?.fenced;
    const content = fenced
      ? `\`\`\`json\n${json}\n\`\`\``
      : (json ?? ("content" in reply ? reply.content : null));
    const finishReason = "refusal" in reply ? "stop" : (reply.finishReason ?? "stop");
    const promptTokens = estimatePromptTokens(body, this.imagePartCount(body));
    const completionTokens = Math.ceil((content ?? refusal ?? "").length / 4);
    return {
      id: `chatcmpl-fake${++this.#completions}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      system_fingerprint: "fp_fake",
      choices: [
        {
          index: 0,
          message: { role: "assistant", content, refusal },
          logprobs: null,
          finish_reason: finishReason,
        },
      ],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    };
  }

  #sendError(res: ServerResponse, reply: Extract<OpenAIReply, { status: number }>): void {
    const fallback = defaultError(reply.status);
    const headers: Record<string, string> = { "x-request-id": `req_fake${this.requests.length}` };
    if (this.#retryAfterMs !== null) headers["retry-after-ms"] = String(this.#retryAfterMs);
    this.sendJson(
      res,
      reply.status,
      {
        error: {
          message: reply.message ?? fallback.message,
          type: reply.type ?? fallback.type,
          param: null,
          code: reply.code === undefined ? fallback.code : reply.code,
        },
      },
      { ...headers, ...reply.headers },
    );
  }
}

function defaultError(status: number): { message: string; type: string; code: string | null } {
  if (status === 429) {
    return { message: "Rate limit reached for requests", type: "requests", code: "rate_limit_exceeded" };
  }
  if (status >= 500) {
    return {
      message: "The server had an error while processing your request. Sorry about that!",
      type: "server_error",
      code: null,
    };
  }
  return { message: `Fake error ${status}`, type: "invalid_request_error", code: null };
}

/** Deterministic rough count: 4 characters per token plus 85 per image (OpenAI's low-detail cost). */
function estimatePromptTokens(body: ChatCompletionCreateParams, images: number): number {
  const text = body.messages
    .flatMap((m) =>
      typeof m.content === "string"
        ? [m.content]
        : Array.isArray(m.content)
          ? (m.content as { type: string; text?: string }[]).map((p) => p.text ?? "")
          : [],
    )
    .join("");
  return Math.ceil(text.length / 4) + 85 * images;
}
