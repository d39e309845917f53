/** Pushes an event to every socket in a room, on whichever query-service instance it is connected. */
export interface LiveNotifier {
  emit(room: string, event: string, payload: unknown): void;
  close(): Promise<void>;
}
