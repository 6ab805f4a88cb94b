// A stand-in for the browser's EventSource in unit tests (jsdom has none): records what is
// opened, and lets a test deliver events, errors and a given-up connection.
// Install with `vi.stubGlobal("EventSource", FakeEventSource)`; reset `FakeEventSource.opened`.

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  readonly withCredentials = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  /** The newest one, which a test talks to. */
  static get last(): FakeEventSource {
    const last = FakeEventSource.opened.at(-1);
    if (!last) throw new Error("no EventSource was opened");
    return last;
  }

  /** Those not closed. */
  static get open(): FakeEventSource[] {
    return FakeEventSource.opened.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    let listeners = this.listeners.get(type);
    if (!listeners) this.listeners.set(type, (listeners = new Set()));
    listeners.add(listener);
  }

  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sent `event: <type>` with this data. */
  emit(type: string, data: unknown): void {
    this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent<string>(type, { data: typeof data === "string" ? data : JSON.stringify(data) });
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }

  /** The connection failed: the browser retries (CONNECTING) or, for a non-200 reply, gives up (CLOSED). */
  fail(givenUp: boolean): void {
    this.readyState = givenUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    for (const listener of [...(this.listeners.get("error") ?? [])]) listener(new MessageEvent<string>("error"));
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, listeners) => sum + listeners.size, 0);
  }
}
