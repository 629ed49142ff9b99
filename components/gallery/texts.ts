// Texts of the gallery (/gallery), used by its components and their tests.

export const GALLERY_TITLE = "Real Reports Gallery";
export const GALLERY_INTRO =
  "Real skin analyses that people chose to share publicly. Browse them to see what a SkinSight report covers, then get your own.";
export const GALLERY_EMPTY_TITLE = "No public reports yet";
export const GALLERY_EMPTY_TEXT =
  "Be the first: upload a photo for a free AI summary and choose to share it with the community.";
export const GALLERY_END_TITLE = "You've seen every shared report";
export const GALLERY_END_TEXT = "Ready for your own? A free summary takes seconds; full reports go deeper.";
export const GALLERY_LOAD_FAILED = "Could not load more reports.";
export const START_ANALYSIS = "Start Free Analysis";
export const SEE_PRICING = "See Pricing";
