export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Requests Node cannot parse (an over-long request line or headers) are answered as JSON with
    // the security headers, not Node's bare 431 or 400; on its own, as it needs nothing else.
    const { answerClientErrorsAsJson } = await import("./lib/http/client-errors");
    answerClientErrorsAsJson();
    // Before the database opens, so requests carry their socket address and malformed API paths get a 400.
    const { installServerHooks } = await import("./lib/http/server-hooks");
    installServerHooks();
    const { startServer } = await import("./lib/startup");
    await startServer();
    // Then photos open to anyone are answered before Next routes them (a failure to load this
    // leaves them to the routes, not the start-up undone).
    const { answerPublicPhoto } = await import("./lib/photos/public-answer");
    installServerHooks([answerPublicPhoto]);
  }
}
