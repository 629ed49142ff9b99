"use client";

import { useViewer } from "./viewer";

/** The footer's account link text: Account when signed in, else Login. */
export function FooterAccountLink() {
  return useViewer().signed_in ? "Account" : "Login";
}
