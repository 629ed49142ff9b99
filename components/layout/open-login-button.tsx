"use client";

import { openLoginDialog } from "@/components/auth/login-dialog-events";

/** A button that opens the login dialog (see components/auth/login-dialog-slot.tsx). */
export function OpenLoginButton(props: Omit<React.ComponentProps<"button">, "type" | "onClick">) {
  return <button type="button" {...props} onClick={() => openLoginDialog()} />;
}
