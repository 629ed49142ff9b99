import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/components/ui/cn";
import type { VariantProps } from "class-variance-authority";
import { OpenLoginButton } from "./open-login-button";

/**
 * A Sign In button for server components: its look is worked out here, so the
 * browser gets only the few lines that open the login dialog.
 */
export function SignInButton({
  variant,
  size,
  className,
  children = "Sign In",
}: VariantProps<typeof buttonVariants> & { className?: string; children?: React.ReactNode }) {
  return (
    <OpenLoginButton data-slot="button" className={cn(buttonVariants({ variant, size }), className)}>
      {children}
    </OpenLoginButton>
  );
}
