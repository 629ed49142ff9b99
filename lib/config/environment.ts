import { z } from "zod";
import { env, type Env } from "./env";

// Development conveniences (the endpoint that reads sign-in codes from the outbox)
// fail closed: a deployment that forgets APP_ENV must not hand out anyone's code.

/** True for an address of this machine: 127.0.0.0/8 and ::1, also IPv4-mapped. */
export function isLoopbackAddress(ip: string): boolean {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, "");
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** True when APP_URL names this machine (the default http://localhost:PORT included). */
export function appUrlIsLocal(config: Env = env()): boolean {
  let host: string;
  try {
    host = new URL(config.APP_URL).hostname.toLowerCase().replace(/^\[|\]$/g, "");
  } catch {
    return false;
  }
  return host === "localhost" || host.endsWith(".localhost") || isLoopbackAddress(host);
}

/**
 * Whether development-only endpoints answer this client. Never in production. With APP_ENV set
 * to development or testing, to anyone. With APP_ENV unset (the zero-configuration first run),
 * only to a client on this machine, and only while APP_URL is local too: behind a reverse proxy
 * on the same host every client would look local, and such a deployment sets APP_URL.
 */
export function devEndpointsAvailable(clientIp: string, config: Env = env()): boolean {
  if (config.APP_ENV === "production") return false;
  if (!config.APP_ENV_IS_DEFAULT) return true;
  return isLoopbackAddress(clientIp) && appUrlIsLocal(config);
}

/** The start-up warning for a development server that is reachable under a public address. */
export function publicDevelopmentWarning(config: Env = env()): string | null {
  if (config.APP_ENV === "production" || appUrlIsLocal(config)) return null;
  const mode = config.APP_ENV_IS_DEFAULT ? "development mode (APP_ENV is not set)" : `${config.APP_ENV} mode`;
  return (
    `WARNING: ${config.APP_URL} runs in ${mode}: secrets are generated into DATA_DIR and the ` +
    `production checks are skipped. Set APP_ENV=production with NEXTAUTH_SECRET and ENCRYPTION_KEY ` +
    `for a public deployment.`
  );
}

/** The answer of `GET /api/environment`. */
export const EnvironmentFlags = z.object({
  environment_mode: z.enum(["development", "testing", "production"]),
  is_development: z.boolean(),
  is_testing: z.boolean(),
  is_production: z.boolean(),
  dev_endpoints_available: z.boolean().describe("Whether this client may call the /api/dev endpoints"),
});

/** The flags of `GET /api/environment`, as they apply to the asking client. */
export function environmentFlags(clientIp: string, config: Env = env()) {
  const appEnv = config.APP_ENV;
  return {
    environment_mode: appEnv,
    is_development: appEnv === "development",
    is_testing: appEnv === "testing",
    is_production: appEnv === "production",
    dev_endpoints_available: devEndpointsAvailable(clientIp, config),
  };
}
