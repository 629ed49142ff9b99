// The audit trail's texts.

export const AUDIT_LOAD_FAILED = "Failed to load the audit trail";
export const AUDIT_EMPTY = "No console changes recorded yet.";
