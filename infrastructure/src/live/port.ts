/** Pushes an event to every socket in a room, on whichever query-service instance it is connected. */
export interface LiveNotifier {
  /** To every socket in any of the rooms, once each. */
  emit(rooms: string | string[], event: string, payload: unknown): void;
  close(): Promise<void>;
}
