// notFound() from a console page (its own administrator check): the site's 404 panel, inside the
// console's frame. Anyone else never gets here: proxy.ts answers them with the site's 404 page.
export { default, generateMetadata } from "../[locale]/(site)/not-found";
