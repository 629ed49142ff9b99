import { PHASE_PRODUCTION_BUILD } from "next/constants";

/** True while `next build` prerenders pages: no database is open then, and no deployment's settings are known. */
export function isBuilding(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}
