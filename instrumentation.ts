export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // First, so requests carry their socket address and malformed API paths get a 400.
    const { installServerHooks } = await import("./lib/http/server-hooks");
    installServerHooks();
    const { startServer } = await import("./lib/startup");
    await startServer();
  }
}
