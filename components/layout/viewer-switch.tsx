"use client";

import { useViewer } from "./viewer";

/**
 * One of two parts the server rendered, as the viewer is (./viewer.ts): a page everyone shares
 * carries both and shows a visitor's until the server has named the viewer.
 */
export function ViewerSwitch({
  when,
  then,
  otherwise = null,
}: {
  when: "signed_in" | "subscribed" | "is_admin";
  then: React.ReactNode;
  otherwise?: React.ReactNode;
}) {
  return useViewer()[when] ? then : otherwise;
}
