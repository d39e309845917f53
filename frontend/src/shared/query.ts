/**
 * `?name=value&...` of the parameters given as text, empty ones left out; '' when none is left.
 * Kept out of http.ts, which every shop page loads: only the back office's lists need it.
 */
export function queryString(params: object): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  ).toString();
  return query ? `?${query}` : '';
}
