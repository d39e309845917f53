import { useEffect, useState } from 'react';

/**
 * False on the server and while the browser hydrates its page, true once the page runs there: a
 * control that only works with the app (a form, an input antd draws) is drawn after it, its place
 * held by a box of its size, and its styles stay out of the server's HTML (issue 29).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
