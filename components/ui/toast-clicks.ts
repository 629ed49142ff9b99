// A modal dialog makes the rest of the page inert, toasts included: their close buttons could not
// be pressed, and pressing one counted as a click outside that closes the dialog. Toasts take
// clicks again (app/globals.css), and dialogs ignore those clicks as "outside".

type OutsideEvent = { target: EventTarget | null; preventDefault: () => void };

/** For a Radix Content's onInteractOutside: a press on a toast is not a press outside the dialog. */
export function ignoreToastInteractions<E extends OutsideEvent>(event: E, next?: (event: E) => void) {
  if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]")) {
    event.preventDefault();
    return;
  }
  next?.(event);
}
