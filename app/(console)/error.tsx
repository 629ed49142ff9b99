"use client";

// A console page that failed: the site's error panel, inside the console's frame.
export { default } from "../[locale]/(site)/error";
