export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // First, so requests carry their socket address, malformed API paths get a 400, and a public
    // photo's JSON is answered before Next routes it.
    const { installServerHooks } = await import("./lib/http/server-hooks");
    const { answerPublicPhoto } = await import("./lib/photos/public-answer");
    installServerHooks([answerPublicPhoto]);
    const { startServer } = await import("./lib/startup");
    await startServer();
  }
}
