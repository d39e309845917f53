/** The line of a `createTurns` was full: the caller says so in its own words (a 429 for uploads). */
export class LineFull extends Error {
  constructor(waiting: number) {
    super(`${waiting} already waiting`);
    this.name = 'LineFull';
  }
}

/**
 * Work that takes turns, one at a time, in a line of bounded length: once `maxWaiting` pieces are
 * waiting, `run` refuses the next at once (LineFull) rather than letting the line, and the memory
 * each piece holds while it waits, grow without end.
 */
export function createTurns(options: { maxWaiting: number }) {
  let line: Promise<unknown> = Promise.resolve();
  /** The one at work and those waiting behind it. */
  let inLine = 0;
  const waiting = () => Math.max(0, inLine - 1);
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      if (inLine > options.maxWaiting) return Promise.reject(new LineFull(waiting()));
      inLine++;
      const mine = line.then(work).finally(() => inLine--);
      // The next waits for this one to end, whether it succeeded or not.
      line = mine.catch(() => undefined);
      return mine;
    },
    /** How many are waiting for their turn (not counting the one at work). */
    get waiting() {
      return waiting();
    },
  };
}

export type Turns = ReturnType<typeof createTurns>;
