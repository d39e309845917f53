import { LineFull, createTurns } from './turns';

/** A piece of work that ends when the test says so, noting when it started. */
const gated = (log: string[], name: string) => {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    open = () => resolve(name);
    fail = reject;
  });
  const work = () => {
    log.push(`${name} started`);
    return done;
  };
  return { work, open, fail };
};

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('turns', () => {
  it('runs one piece at a time, in the order they came', async () => {
    const log: string[] = [];
    const turns = createTurns({ maxWaiting: 8 });
    const [a, b, c] = ['a', 'b', 'c'].map((name) => gated(log, name));
    const results = [turns.run(a.work), turns.run(b.work), turns.run(c.work)];
    await settled();
    expect(log).toEqual(['a started']);
    expect(turns.waiting).toBe(2);
    a.open();
    await expect(results[0]).resolves.toBe('a');
    await settled();
    expect(log).toEqual(['a started', 'b started']);
    // A piece that fails does not hold up the next.
    b.fail(new Error('broken'));
    await expect(results[1]).rejects.toThrow('broken');
    await settled();
    expect(log).toEqual(['a started', 'b started', 'c started']);
    c.open();
    await expect(results[2]).resolves.toBe('c');
    expect(turns.waiting).toBe(0);
  });

  it('refuses a piece at once when the line is full, and takes one again once it moves', async () => {
    const log: string[] = [];
    const turns = createTurns({ maxWaiting: 2 });
    const pieces = ['a', 'b', 'c', 'd'].map((name) => gated(log, name));
    const kept = pieces.slice(0, 3).map((p) => turns.run(p.work));
    await settled();
    // a at work, b and c waiting: d is one too many and never starts.
    await expect(turns.run(pieces[3].work)).rejects.toBeInstanceOf(LineFull);
    expect(log).toEqual(['a started']);
    pieces[0].open();
    await kept[0];
    await expect(Promise.race([turns.run(pieces[3].work), settled().then(() => 'queued')])).resolves.toBe('queued');
    for (const p of pieces.slice(1)) p.open();
    await Promise.all(kept);
    expect(log).toEqual(['a started', 'b started', 'c started', 'd started']);
  });
});
