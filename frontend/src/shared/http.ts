/**
 * The one HTTP client: same-origin API, 10-second timeout, cookies sent, JSON both ways. A
 * failure (network, timeout, or an answer with success false) throws an ApiError carrying the
 * server's message when it gave one.
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
  [field: string]: unknown;
}

export async function request<T extends Envelope = Envelope>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch {
    throw new ApiError('Không kết nối được máy chủ. Vui lòng thử lại!', 0);
  }
  const json = (await response.json().catch(() => null)) as T | null;
  if (!response.ok || !json || json.success === false) {
    throw new ApiError(json?.message ?? genericError, response.status);
  }
  return json;
}

export const http = {
  get: <T extends Envelope>(path: string) => request<T>('GET', path),
  post: <T extends Envelope>(path: string, body: unknown = {}) => request<T>('POST', path, body),
};
