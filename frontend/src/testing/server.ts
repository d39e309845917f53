import { ApiError, http } from '../shared/http';

type Method = 'get' | 'post' | 'put' | 'delete';
/** An answer to one call: the envelope the server would send, or an ApiError it would fail with. */
type Answer = (path: string, body?: unknown) => unknown;

/**
 * The server, stubbed at the app's one HTTP client (shared/http.ts), which RTK Query's endpoints
 * and the sagas both call through. Each route answers calls whose method matches and whose path
 * equals the string, or matches the RegExp; the first that matches answers. A call no route
 * answers fails with a 404 naming it, so a test sees what it did not expect.
 */
export function stubServer(routes: [Method, string | RegExp, Answer][]) {
  const spies = Object.fromEntries(
    (['get', 'post', 'put', 'delete'] as const).map((method) => [
      method,
      jest.spyOn(http, method).mockImplementation((async (path: string, body?: unknown) => {
        const route = routes.find(
          ([m, match]) => m === method && (typeof match === 'string' ? match === path : match.test(path)),
        );
        if (!route) throw new ApiError(`no stubbed answer for ${method.toUpperCase()} ${path}`, 404);
        const answer = await route[2](path, body);
        if (answer instanceof ApiError) throw answer;
        return answer;
      }) as never),
    ]),
  ) as Record<Method, jest.SpyInstance>;
  /** The calls made with one method, as [path, body?] pairs. */
  const calls = (method: Method) => spies[method].mock.calls as [string, unknown?][];
  return { spies, calls };
}
