import type { VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import { buttonVariants } from "./button-variants";
import { cn } from "./cn";

export { buttonVariants };

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a Link, an a) with the button's look instead of a button. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
