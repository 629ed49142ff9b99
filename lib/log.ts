import pino from "pino";

// Structured JSON logs. Values under these keys never reach a log line, at
// any depth that callers use: tokens, codes, keys, cookies and photo bytes.
const REDACT_KEYS = [
  "authorization",
  "cookie",
  "set-cookie",
  "x-api-key",
  "token",
  "access_token",
  "code",
  "password",
  "secret",
  "api_key",
  "apiKey",
  "key",
  "base64_data",
  "photo_base64",
  "data",
];

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.APP_ENV === "testing" ? "silent" : "info"),
  base: { service: "skinsight" },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: {
    paths: [...REDACT_KEYS, ...REDACT_KEYS.map((k) => `*.${k}`), ...REDACT_KEYS.map((k) => `*.*.${k}`)],
    censor: "[redacted]",
  },
});

export type Logger = pino.Logger;

/** A logger whose every line carries the request id. */
export function requestLogger(requestId: string): Logger {
  return logger.child({ request_id: requestId });
}
