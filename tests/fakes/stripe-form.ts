/** A value decoded from Stripe's form encoding: everything is a string until the API gives it a type. */
export type FormValue = string | FormValue[] | FormObject;
export type FormObject = { [key: string]: FormValue };

/**
 * Decodes `line_items[0][price_data][unit_amount]=900` style bodies and query strings into nested
 * objects and arrays, as the Stripe API does (numeric segments make arrays).
 */
export function parseStripeForm(input: string | URLSearchParams): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(input)) {
    const segments = key.split("[").map((segment) => segment.replace(/]$/, ""));
    let node: FormObject = root;
    segments.forEach((segment, i) => {
      const next = segments[i + 1];
      if (next === undefined) {
        node[segment] = value;
        return;
      }
      const child = node[segment];
      const container = typeof child === "object" ? child : /^\d+$/.test(next) ? [] : {};
      node[segment] = container;
      // Arrays are indexed with the string segment ("0"), which JavaScript arrays accept as a key.
      node = container as FormObject;
    });
  }
  return root;
}

export const formString = (value: FormValue | undefined): string | undefined =>
  typeof value === "string" ? value : undefined;

export const formNumber = (value: FormValue | undefined): number | undefined =>
  typeof value === "string" && value !== "" && !Number.isNaN(Number(value)) ? Number(value) : undefined;

export const formBoolean = (value: FormValue | undefined): boolean | undefined =>
  value === "true" ? true : value === "false" ? false : undefined;

export const formObject = (value: FormValue | undefined): FormObject =>
  typeof value === "object" && !Array.isArray(value) ? value : {};

export const formArray = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : []);

/** Metadata values as Stripe stores them: strings only. */
export function formMetadata(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(formObject(value)).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}
