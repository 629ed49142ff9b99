import { env, type AppEnv } from "./env";

/** The flags of `GET /api/environment`. */
export function environmentFlags(appEnv: AppEnv = env().APP_ENV) {
  return {
    environment_mode: appEnv,
    is_development: appEnv === "development",
    is_testing: appEnv === "testing",
    is_production: appEnv === "production",
    dev_endpoints_available: devEndpointsAvailable(appEnv),
  };
}

/** Development-only endpoints (the verification-codes reader) never exist in production. */
export function devEndpointsAvailable(appEnv: AppEnv = env().APP_ENV): boolean {
  return appEnv !== "production";
}
