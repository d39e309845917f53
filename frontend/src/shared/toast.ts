/** A toast given a key replaces the one on screen with that key instead of stacking another. */
export interface ToastOptions {
  key?: string;
}
/** How sagas tell the person something: injected through the saga context, so tests can watch it. */
export interface Toast {
  success(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  info(message: string, options?: ToastOptions): void;
}
/** Moves within the app; `state` rides along (login's way back). */
export type Navigate = (to: string, state?: unknown) => void;
/** Leaves the app for another page (the payment provider). */
export type Redirect = (url: string) => void;
