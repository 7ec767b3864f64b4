/**
 * A stand-in for XMLHttpRequest in tests that need an upload's progress between 0 and 100 %: the
 * fake network (MSW) answers at once, with a single 100 % event. The test moves the upload along
 * (`progress`) and answers it (`respond`) itself.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }
  abort(): void {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }

  /** `loaded` of `total` bytes are sent. */
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
  fail(): void {
    this.events.dispatchEvent(new Event('error'));
  }

  /** Puts the fake in place of the browser's; the returned function puts the real one back. */
  static install(): () => void {
    const real = window.XMLHttpRequest;
    FakeXhr.sent = [];
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    return () => {
      window.XMLHttpRequest = real;
    };
  }
}
