import { minPositionHeader } from '@tavico/contracts/client';

/**
 * The one HTTP client: same-origin API, 10-second timeout, cookies sent, JSON both ways. A
 * failure (network, timeout, or an answer with success false) throws an ApiError carrying the
 * server's message when it gave one.
 *
 * Read your writes: commands answer with the log `position` they reached; reads send the highest
 * one seen as `X-Min-Position`, so the query side answers only once its read models have it.
 */
export const requestTimeoutMs = 10_000;
export const genericError = 'Đã xảy ra lỗi, vui lòng thử lại!';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Envelope {
  success: boolean;
  message?: string;
  position?: number;
  [field: string]: unknown;
}

/** An answer that carries `data`. */
export interface DataEnvelope<T> extends Envelope {
  data: T;
}

/** The server's message of a failed call: an ApiError, or a failure as RTK Query gives it ({status, message}). */
export const messageOf = (error: unknown): string => {
  if (error instanceof ApiError) return error.message;
  const failure = error as { status?: unknown; message?: unknown } | null;
  return typeof failure === 'object' &&
    failure !== null &&
    typeof failure.status === 'number' &&
    typeof failure.message === 'string'
    ? failure.message
    : genericError;
};

/**
 * Where the client sends its calls: the page's own origin in the browser; on the server, the shop's
 * own address and the shopper's cookie (entry-server.tsx).
 */
export interface HttpOrigin {
  base: string;
  headers: Record<string, string>;
}

export function createHttpClient(origin: HttpOrigin = { base: '', headers: {} }) {
  let seenPosition = 0;

  async function request<T extends Envelope>(method: string, path: string, body?: unknown): Promise<T> {
    const { json, status } = await send<T>(method, path, body);
    if (json.success === false) throw new ApiError(json.message ?? genericError, status);
    if (typeof json.position === 'number' && json.position > seenPosition) seenPosition = json.position;
    return json;
  }

  /** One file as a browser form sends it (the spec's upload field is `my_file`). */
  async function upload<T extends Envelope>(path: string, file: Blob, field = 'my_file'): Promise<T> {
    const form = new FormData();
    form.append(field, file);
    return request<T>('POST', path, form);
  }

  /** One call: the answer's JSON, or an ApiError for a network failure, a timeout or an error status. */
  async function send<T>(method: string, path: string, body?: unknown): Promise<{ json: T; status: number }> {
    const headers: Record<string, string> = { ...origin.headers };
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (method === 'GET' && seenPosition > 0) headers[minPositionHeader] = String(seenPosition);
    let response: Response;
    try {
      response = await fetch(origin.base + path, {
        method,
        credentials: 'include',
        cache: 'no-store',
        headers,
        body: body === undefined || multipart ? (body as FormData | undefined) : JSON.stringify(body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch {
      throw new ApiError('Không kết nối được máy chủ. Vui lòng thử lại!', 0);
    }
    const json = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
    if (!response.ok || json === null) throw new ApiError(json?.message ?? genericError, response.status);
    return { json, status: response.status };
  }

  async function getText(path: string): Promise<string> {
    let response: Response;
    try {
      response = await fetch(origin.base + path, {
        headers: origin.headers,
        credentials: 'include',
        cache: 'no-store',
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch {
      throw new ApiError('Không kết nối được máy chủ. Vui lòng thử lại!', 0);
    }
    const text = await response.text();
    if (response.ok) return text;
    let message = genericError;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? genericError;
    } catch {
      // Not an envelope: the generic message.
    }
    throw new ApiError(message, response.status);
  }

  /**
   * A file the server makes (an order's PDF, the orders' CSV): its bytes, type and the name its
   * Content-Disposition gives; a refusal throws an ApiError with the server's message.
   */
  async function getFile(path: string): Promise<{ blob: Blob; fileName: string }> {
    let response: Response;
    try {
      response = await fetch(path, {
        credentials: 'include',
        cache: 'no-store',
        headers: seenPosition > 0 ? { [minPositionHeader]: String(seenPosition) } : {},
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch {
      throw new ApiError('Không kết nối được máy chủ. Vui lòng thử lại!', 0);
    }
    if (!response.ok) {
      const json = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new ApiError(json?.message ?? genericError, response.status);
    }
    const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
    return { blob: await response.blob(), fileName: named?.[1] ?? path.split('/').pop()!.split('?')[0]! };
  }

  return {
    get: <T extends Envelope = Envelope>(path: string) => request<T>('GET', path),
    post: <T extends Envelope = Envelope>(path: string, body: unknown = {}) => request<T>('POST', path, body),
    put: <T extends Envelope = Envelope>(path: string, body: unknown = {}) => request<T>('PUT', path, body),
    delete: <T extends Envelope = Envelope>(path: string) => request<T>('DELETE', path),
    upload,
    /** A read whose answer is not an envelope (the spec's supplier list is a bare list). */
    getJson: async <T>(path: string) => (await send<T>('GET', path)).json,
    /** A read whose answer is text, not JSON (an e-mail of the outbox, as written); errors as for the rest. */
    getText,
    getFile,
    /** The highest log position a command answered with (0 before any). */
    position: () => seenPosition,
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The page's client: one per browser tab, so every feature reads what any feature wrote. */
export const http = createHttpClient();

/** A route of `apiRoutes` with its `:params` filled in, each encoded. */
export function route(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
