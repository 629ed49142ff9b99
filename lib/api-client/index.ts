export { ApiError, apiErrorOf, apiRequest, detailOr, isUnauthorized, refusedWith } from "./client";
export * from "./endpoints";
