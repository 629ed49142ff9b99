export { ApiError, apiRequest, detailOr, isUnauthorized } from "./client";
export * from "./endpoints";
