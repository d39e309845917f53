import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { KeptAnswer } from '@tavico/infrastructure';
import { answerKey, catalogueCache } from './responseCache';

/**
 * A route behind the cache that counts how often it computes, with a stamp the test moves. It
 * reads the query parameters `page` and `sort`, as its entry in the cache's routes says.
 */
async function cachedRoute(limits?: { entries: number; bytes: number }) {
  let stamp = 1;
  let stampAsked = 0;
  let computed = 0;
  const cache = catalogueCache(
    () => {
      stampAsked += 1;
      return stamp;
    },
    { '/things/:id': ['sort', 'page'] },
    limits,
  );
  const app = express();
  app.get('/things/:id', cache.middleware, (req, res) => {
    computed += 1;
    const { page, sort } = req.query;
    res.json({ id: req.params.id, stamp, ...(page !== undefined ? { page } : {}), ...(sort ? { sort } : {}) });
  });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string) => (await fetch(url + path)).json();
  const request = (path: string, headers: Record<string, string> = {}) =>
    ({ method: 'GET', url: path, headers }) as unknown as IncomingMessage;
  // The stamp here is a number, so the answer is known at once (no promise).
  const kept = (path: string, headers?: Record<string, string>) =>
    cache.kept(request(path, headers)) as KeptAnswer | undefined;
  return {
    get,
    kept,
    computed: () => computed,
    size: () => cache.size(),
    stampAsked: () => stampAsked,
    moveStamp: (by = 1) => (stamp += by),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the catalogue answer cache', () => {
  it('keeps an answer until the stamp moves, and never asks the stamp for a URL it has not kept', async () => {
    const route = await cachedRoute();
    try {
      expect(route.kept('/things/a')).toBeUndefined();
      expect(route.stampAsked()).toBe(0);
      await route.get('/things/a');
      const kept = route.kept('/things/a');
      expect(kept && JSON.parse(kept.body.toString())).toEqual({ id: 'a', stamp: 1 });
      expect(kept?.route).toBe('/things/:id');
      route.moveStamp();
      expect(route.kept('/things/a')).toBeUndefined();
      expect(await route.get('/things/a')).toEqual({ id: 'a', stamp: 2 });
      expect(route.computed()).toBe(2);
    } finally {
      await route.close();
    }
  });

  it('keeps answering when the stamp goes back (a read model rebuilt), and keeps the latest computed', async () => {
    const route = await cachedRoute();
    try {
      route.moveStamp(4); // 5
      await route.get('/things/a');
      route.moveStamp(-3); // 2: rebuilt, the runner counts again from the start of the log
      expect(await route.get('/things/a')).toEqual({ id: 'a', stamp: 2 });
      expect(route.kept('/things/a')).toBeDefined();
      expect(await route.get('/things/a')).toEqual({ id: 'a', stamp: 2 });
      expect(route.computed()).toBe(2);
    } finally {
      await route.close();
    }
  });

  it('never answers ahead of a request that waits for a position', async () => {
    const route = await cachedRoute();
    try {
      await route.get('/things/a');
      expect(route.kept('/things/a', { 'x-min-position': '12' })).toBeUndefined();
      expect(route.kept('/things/a')).toBeDefined();
    } finally {
      await route.close();
    }
  });

  it('holds its bound, giving an answer used since it was kept a second chance', async () => {
    const route = await cachedRoute({ entries: 2, bytes: 1024 * 1024 });
    try {
      await route.get('/things/a');
      await route.get('/things/b');
      expect(route.kept('/things/a')).toBeDefined(); // a is used
      await route.get('/things/c'); // over the bound: b goes, not a
      expect(route.kept('/things/b')).toBeUndefined();
      expect(route.kept('/things/a')).toBeDefined();
      expect(route.kept('/things/c')).toBeDefined();
    } finally {
      await route.close();
    }
  });

  it('holds its size bound, even against one answer larger than the bound', async () => {
    const route = await cachedRoute({ entries: 100, bytes: 60 });
    try {
      await route.get('/things/a'); // about 20 bytes each
      await route.get('/things/b');
      await route.get('/things/c');
      await route.get('/things/d');
      const keptCount = ['a', 'b', 'c', 'd'].filter((id) => route.kept(`/things/${id}`)).length;
      expect(keptCount).toBeLessThanOrEqual(3);
      expect(route.kept('/things/d')).toBeDefined();
      const long = 'x'.repeat(200);
      await route.get(`/things/${long}`);
      // Alone over the bound, and still answered: it is dropped when the next one comes.
      expect(route.kept(`/things/${long}`)).toBeDefined();
      await route.get('/things/e');
      expect(route.kept(`/things/${long}`)).toBeUndefined();
      expect(route.kept('/things/e')).toBeDefined();
    } finally {
      await route.close();
    }
  });

  it('keys an answer by the parameters its route reads: made-up ones make no new entry', async () => {
    const route = await cachedRoute();
    try {
      expect(await route.get('/things/a?page=2')).toEqual({ id: 'a', stamp: 1, page: '2' });
      for (let i = 0; i < 50; i += 1) {
        expect(await route.get(`/things/a?zzz${i}=${i}&page=2&utm_source=x${i}`)).toEqual({
          id: 'a',
          stamp: 1,
          page: '2',
        });
      }
      expect(route.computed()).toBe(1);
      expect(route.size()).toBe(1);
      // Answered ahead of the app too, whatever else the URL carries.
      expect(route.kept('/things/a?fbclid=1&page=2')).toBeDefined();
    } finally {
      await route.close();
    }
  });

  it('keeps one answer whatever the order of the parameters, and another for another value', async () => {
    const route = await cachedRoute();
    try {
      await route.get('/things/a?sort=new&page=2');
      expect(await route.get('/things/a?page=2&x=1&sort=new')).toEqual({ id: 'a', stamp: 1, page: '2', sort: 'new' });
      expect(route.kept('/things/a?page=2&sort=new')).toBeDefined();
      expect(route.computed()).toBe(1);
      // A parameter the route reads makes its own answer.
      expect(await route.get('/things/a?sort=new&page=3')).toEqual({ id: 'a', stamp: 1, page: '3', sort: 'new' });
      expect(await route.get('/things/a?sort=old&page=2')).toEqual({ id: 'a', stamp: 1, page: '2', sort: 'old' });
      // Repeated, as the route reads them: every value, in the order sent.
      expect(await route.get('/things/a?page=2&page=5')).toEqual({ id: 'a', stamp: 1, page: ['2', '5'] });
      expect(route.computed()).toBe(4);
      expect(route.size()).toBe(4);
    } finally {
      await route.close();
    }
  });

  it('makes its keys from what Express parses: names sorted, values in order, encoded once', () => {
    expect(answerKey('/x?b=2&zzz=0&a=1&b=1', ['a', 'b'])).toBe('/x?a=1&b=2&b=1');
    expect(answerKey('/x?a=gh%E1%BA%BF+g%E1%BB%97&b', ['a', 'b'])).toBe('/x?a=gh%E1%BA%BF%20g%E1%BB%97&b=');
    expect(answerKey('/x?zzz=1', ['a'])).toBe('/x');
    expect(answerKey('/x?a=1', [])).toBe('/x');
    expect(answerKey('/x', ['a'])).toBe('/x');
  });

  it('answers ahead of the app only for a path one of its routes takes', async () => {
    const route = await cachedRoute();
    try {
      await route.get('/things/a');
      expect(route.kept('/things/a?zzz=1')).toBeDefined();
      expect(route.kept('/things/a/b')).toBeUndefined();
      expect(route.kept('/other/a')).toBeUndefined();
    } finally {
      await route.close();
    }
  });
});
