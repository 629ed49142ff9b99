import { zodResolver } from "@hookform/resolvers/zod";
import { ContactFormFields } from "@/lib/contact/schema";

/** The form's check with the API's own schema; loaded by the form when it is first checked. */
export const contactResolver = zodResolver(ContactFormFields);
