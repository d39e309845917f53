/** How sagas tell the person something: injected through the saga context, so tests can watch it. */
export interface Toast {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}
/** Moves within the app; `state` rides along (login's way back). */
export type Navigate = (to: string, state?: unknown) => void;
/** Leaves the app for another page (the payment provider). */
export type Redirect = (url: string) => void;
