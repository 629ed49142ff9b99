// Reading Server-Sent Events answers in tests (the streamed analysis), whole or as they arrive.

export type SseEvent = { event: string; data: Record<string, unknown> };

/** The events of a stream's whole text, in order (comment lines such as keep-alives skipped). */
export function parseEvents(text: string): SseEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("event: "))
    .map((block) => {
      const [eventLine, dataLine] = block.split("\n");
      return {
        event: eventLine!.slice("event: ".length),
        data: JSON.parse(dataLine!.slice("data: ".length)) as Record<string, unknown>,
      };
    });
}

/** The events of an answer as they arrive; stopping early cancels the body. */
export async function* sseEvents(response: Response): AsyncGenerator<SseEvent> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split("\n\n");
      buffer = blocks.pop()!;
      yield* parseEvents(blocks.map((block) => `${block}\n\n`).join(""));
    }
  } finally {
    await reader.cancel();
  }
}
