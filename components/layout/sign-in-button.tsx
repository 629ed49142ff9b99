"use client";

import { openLoginDialog } from "@/components/auth/login-dialog-events";
import { Button, type ButtonProps } from "@/components/ui/button";

/** Opens the login dialog (see components/auth/login-dialog-slot.tsx). */
export function SignInButton({ onClick, children = "Sign In", ...props }: ButtonProps) {
  return (
    <Button
      {...props}
      onClick={(event) => {
        onClick?.(event);
        openLoginDialog();
      }}
    >
      {children}
    </Button>
  );
}
