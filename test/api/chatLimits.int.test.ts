import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatMessages, chatQuestionMessages, inVietnamese } from '@tavico/contracts';
import { adminEnv, client, signInAdmin, signUp, startShop, testProduct, type TestShop } from '../support/shop';

describe('the chat assistant rate limit', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop({ env: { CHAT_QUESTIONS_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  it('answers 429 with a message after the allowed questions a minute, per session and IP', async () => {
    const guest = client(shop.url);
    for (let i = 0; i < 3; i += 1)
      expect((await guest.post('/api/chat-bot/ask', { question: 'xin chào' })).status).toBe(200);
    const refused = await guest.post('/api/chat-bot/ask', { question: 'xin chào' });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, message: chatMessages.tooMany });
    expect(inVietnamese(chatQuestionMessages.tooMany)).toBe(chatMessages.tooMany);
    expect(refused.headers.get('retry-after')).toBe('60');
    // Bad questions count too: they cannot be used to get around the limit.
    expect((await guest.post('/api/chat-bot/ask', { question: '' })).status).toBe(429);

    // Someone signed in from the same address has their own count.
    const lan = await signUp(shop.url, 'lan@example.vn', 'Lan');
    expect((await lan.c.post('/api/chat-bot/ask', { question: 'xin chào' })).status).toBe(200);
  });
});

/** An OpenAI-compatible endpoint that records what it is asked and answers as told. */
async function fakeModel(answer: (res: import('node:http').ServerResponse) => void) {
  const asked: { body: Record<string, any>; headers: IncomingMessage['headers']; url: string }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      asked.push({ body: JSON.parse(data), headers: req.headers, url: req.url ?? '' });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    asked,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

describe('the chat assistant with a language model', () => {
  const replyWith = (text: string) => (res: import('node:http').ServerResponse) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: text } }] }));
  };

  async function shopWith(model: { url: string }) {
    const shop = await startShop({
      env: {
        ...adminEnv,
        CHAT_LLM_URL: model.url,
        CHAT_LLM_API_KEY: 'sk-test',
        CHAT_LLM_MODEL: 'tavico-mini',
        CHAT_LLM_TIMEOUT: '1s',
      },
    });
    const admin = (await signInAdmin(shop.url)).c;
    await admin.post('/api/admin/products/add', { ...testProduct('Ghế đẩu gỗ cao su', 120, 35), category: 'ghe' });
    return shop;
  }

  it('passes the facts found to the model and gives its wording, with the same product chips', async () => {
    const model = await fakeModel(replyWith('Dạ, shop có Ghế đẩu gỗ cao su giá $35.00 ạ.'));
    const shop = await shopWith(model);
    try {
      const res = await client(shop.url).post('/api/chat-bot/ask', { question: 'ghế dưới 2 triệu' });
      expect(res.status).toBe(200);
      expect(res.json.answer).toBe('Dạ, shop có Ghế đẩu gỗ cao su giá $35.00 ạ.');
      expect(res.json.products.map((p: { title: string }) => p.title)).toEqual(['Ghế đẩu gỗ cao su']);
      expect(model.asked).toHaveLength(1);
      const [call] = model.asked;
      expect(call.url).toBe('/v1/chat/completions');
      expect(call.headers.authorization).toBe('Bearer sk-test');
      expect(call.body.model).toBe('tavico-mini');
      const user = call.body.messages.find((m: { role: string }) => m.role === 'user').content as string;
      expect(user).toContain('ghế dưới 2 triệu');
      expect(user).toContain('Ghế đẩu gỗ cao su: $35.00');
    } finally {
      await shop.stop();
      shop.cleanup();
      await model.close();
    }
  });

  it('gives the built-in answer when the model fails or takes longer than the timeout', async () => {
    const broken = await fakeModel((res) => {
      res.statusCode = 500;
      res.end('{"error":"overloaded"}');
    });
    const slow = await fakeModel((res) => {
      const late = setTimeout(replyWith('too late'), 3000, res);
      res.on('close', () => clearTimeout(late));
    });
    for (const model of [broken, slow]) {
      const shop = await shopWith(model);
      try {
        const started = Date.now();
        const res = await client(shop.url).post('/api/chat-bot/ask', { question: 'ghế dưới 2 triệu' });
        expect(res.status).toBe(200);
        expect(res.json.answer).toContain('Mình tìm thấy 1 sản phẩm giá dưới $80.00');
        expect(res.json.products).toHaveLength(1);
        expect(model.asked).toHaveLength(1);
        expect(Date.now() - started).toBeLessThan(2500);
      } finally {
        await shop.stop();
        shop.cleanup();
      }
    }
    await broken.close();
    await slow.close();
  });
});
