export declare const FIRST_LOAD_BUDGET_KB: number;
export declare function firstLoadJs(
  base: string,
  pathname: string,
  root: string,
): Promise<{ status: number; kb: number; files: number }>;
