export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // First, so requests carry their socket address and malformed API paths get a 400.
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
