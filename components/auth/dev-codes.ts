/** The development endpoint that reads the codes sent to an address; the testing hint names it. */
export const DEV_CODES_PATH = "/api/dev/verification-codes";
