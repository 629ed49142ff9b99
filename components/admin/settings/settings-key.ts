import { adminQueryKey } from "../queries";

/** The console's read of the settings, shared by the settings form and the credit expiry update. */
export const settingsKey = adminQueryKey("settings");
