// The login dialog is opened by an event, so any button anywhere (header, mobile
// menu, pricing, report page) can open it without sharing React state with it.
// The dialog itself listens in <LoginDialogSlot /> (mounted once in the layout).

export const OPEN_LOGIN_EVENT = "skinsight:open-login";
/** Fired after a sign-in or sign-out, so server-rendered parts (the header) refresh. */
export const AUTH_CHANGE_EVENT = "skinsight:auth-change";

export type OpenLoginDetail = {
  /** Where to go after signing in (e.g. a pricing purchase to resume); stay on the page when absent. */
  returnTo?: string;
};

export function openLoginDialog(detail: OpenLoginDetail = {}) {
  window.dispatchEvent(new CustomEvent<OpenLoginDetail>(OPEN_LOGIN_EVENT, { detail }));
}

export function announceAuthChange() {
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}
