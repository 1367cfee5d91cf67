/** A plain API route's refusal (upload, download): its status and the server's Spanish message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: string[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
