export { ApiError, apiRequest, detailOr, isUnauthorized, refusedWith } from "./client";
export * from "./endpoints";
