// Where the API's documents are served; pages link to them.

/** The OpenAPI document of every /api route (app/api/openapi.json). */
export const OPENAPI_PATH = "/api/openapi.json";
/** The interactive reference of that document (app/docs/api). */
export const API_REFERENCE_PATH = "/docs/api";
