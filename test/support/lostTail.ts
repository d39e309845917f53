import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { signUp, startShop } from './shop';

/**
 * Makes `dataDir` a shop whose event log lost its tail while the read models kept theirs, as
 * when the -wal file of events.sqlite is deleted: An signs up, the shop stops and the log is
 * copied aside; Bình signs up and the shop stops; the older copy goes back without its -wal file.
 * Returns where the log now ends and where the read models' checkpoints are.
 */
export async function loseLogTail(dataDir: string): Promise<{ head: number; checkpoint: number }> {
  const log = path.join(dataDir, 'events.sqlite');
  const older = path.join(dataDir, 'events.older.sqlite');
  const first = await startShop({ dataDir });
  await signUp(first.url, 'an@example.vn', 'An');
  const head = await first.shop.eventStore.headPosition();
  await first.stop();
  copyFileSync(log, older);
  const second = await startShop({ dataDir });
  await signUp(second.url, 'binh@example.vn', 'Bình');
  const checkpoint = await second.shop.eventStore.headPosition();
  await second.stop();
  copyFileSync(older, log);
  for (const file of [older, `${log}-wal`, `${log}-shm`]) rmSync(file, { force: true });
  if (head === null || checkpoint === null || checkpoint <= head) throw new Error('the log did not lose its tail');
  return { head, checkpoint };
}
