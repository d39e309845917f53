/** How sagas tell the person something: injected through the saga context, so tests can watch it. */
export interface Toast {
  success(message: string): void;
  error(message: string): void;
}
export type Navigate = (to: string) => void;
