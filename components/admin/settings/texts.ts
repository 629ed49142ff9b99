// The Settings tab's texts; the spec's own where it gives them (admin-console.md sections 5 and 8).

export const SETTINGS_LOAD_FAILED = "Failed to load settings";
export const SETTINGS_SAVE_FAILED = "Failed to update settings";
export const CREDITS_EXPIRY_FAILED = "Failed to update credits expiry";
export const CREDITS_EXPIRY_INVALID = "Enter a number of days from 1 to 3650";
