"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ExternalToast, toast as sonnerToast } from "sonner";

// Sonner is not part of any page's first load: it is loaded once the browser is
// idle after the page, or by the first notify.*() call if that comes sooner,
// which then waits for the outlet to mount. Toasts asked for meanwhile wait in
// order; none is lost.

type Toast = typeof sonnerToast;
type Outlet = ComponentType<{ onReady: (toast: Toast) => void }>;

let requested = false;
let requestOutlet: (() => void) | undefined;
let markReady: (toast: Toast) => void;
const ready = new Promise<Toast>((resolve) => (markReady = resolve));

function showWhenReady(show: (toast: Toast) => void) {
  requested = true;
  requestOutlet?.();
  void ready.then(show);
}

/** The one toast outlet, mounted in the root layout; renders nothing until Sonner is loaded. */
export function Toaster() {
  const [Outlet, setOutlet] = useState<Outlet | null>(null);

  useEffect(() => {
    const load = () => void import("./toaster-outlet").then((module) => setOutlet(() => module.default));
    requestOutlet = load;
    if (requested) load();
    // Safari has no requestIdleCallback: a timer stands in for it there.
    const idle = "requestIdleCallback" in window ? window.requestIdleCallback(load, { timeout: 3000 }) : null;
    const timer = idle === null ? window.setTimeout(load, 1500) : null;
    return () => {
      requestOutlet = undefined;
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) window.clearTimeout(timer);
    };
  }, []);

  return Outlet ? <Outlet onReady={markReady} /> : null;
}

type Message = Parameters<Toast["success"]>[0];

/** Call `notify.success|error|warning|info(message)` from any client component. */
export const notify = {
  success: (message: Message, options?: ExternalToast) =>
    showWhenReady((toast) => toast.success(message, options)),
  error: (message: Message, options?: ExternalToast) =>
    showWhenReady((toast) => toast.error(message, options)),
  warning: (message: Message, options?: ExternalToast) =>
    showWhenReady((toast) => toast.warning(message, options)),
  info: (message: Message, options?: ExternalToast) => showWhenReady((toast) => toast.info(message, options)),
  dismiss: (id?: string | number) => {
    if (requested) void ready.then((toast) => toast.dismiss(id));
  },
};
