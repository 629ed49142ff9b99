// The maintenance area's texts; the spec's own where it gives them (admin-console.md section 8).

export const CLEANUP_FAILED = "Failed to cleanup expired reports";
