// Texts of the error pages, used by the pages and their tests. They never carry an error's message or stack.

export const NOT_FOUND_TITLE = "Page not found";
export const NOT_FOUND_TEXT = "The page you are looking for does not exist or has been moved.";
export const BACK_HOME = "Back to home";
export const ERROR_TITLE = "Something went wrong";
export const ERROR_TEXT =
  "We could not show this page just now. Please try again; if it keeps happening, contact us and mention the reference below.";
export const TRY_AGAIN = "Try again";
