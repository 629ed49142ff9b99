// The same "Report Not Found" page as the viewer's report page.
export { default, metadata } from "../../../(site)/reports/[id]/not-found";
