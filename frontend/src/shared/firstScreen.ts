import { useEffect } from 'react';

/**
 * The server puts a first screen of pictures over the page it sends (query-service's
 * firstScreen.ts), so they show before the app has loaded. The page takes it away once it shows
 * its own; leaving the page, or eight seconds, takes it away whatever happened.
 */
export function removeFirstScreen() {
  document.getElementById('first-screen')?.remove();
}

export const firstScreenLimitMs = 8000;

/** The page is showing what the first screen stood for: take the first screen away. */
export function useFirstScreenDone(ready: boolean) {
  useEffect(() => {
    if (ready) removeFirstScreen();
  }, [ready]);
}
