import { ApiError, createHttpClient } from './http';

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => jest.restoreAllMocks());

describe('the HTTP client', () => {
  it('unwraps nothing it should not: a success false answer throws with the server message', async () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(answer(200, { success: false, message: 'Không được.' }));
    await expect(createHttpClient().get('/api/x')).rejects.toEqual(new ApiError('Không được.', 200));
  });

  it('throws the server message with the status of an error answer', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockReturnValue(answer(400, { success: false, message: 'You can add max 3 addresses' }));
    const error = await createHttpClient()
      .post('/api/shop/address/add', {})
      .catch((e: ApiError) => e);
    expect(error).toMatchObject({ message: 'You can add max 3 addresses', status: 400 });
  });

  it('says the server cannot be reached when the network fails', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    await expect(createHttpClient().get('/api/x')).rejects.toMatchObject({ status: 0 });
  });

  it('sends the highest position a command answered with on the reads that follow', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockReturnValueOnce(answer(200, { success: true, data: [] }))
      .mockReturnValueOnce(answer(200, { success: true, position: 42 }))
      .mockReturnValueOnce(answer(200, { success: true, position: 7 }))
      .mockReturnValueOnce(answer(200, { success: true, data: [] }));
    const http = createHttpClient();
    await http.get('/api/a');
    await http.post('/api/b', { x: 1 });
    await http.put('/api/c', { x: 2 });
    await http.get('/api/d');
    const headers = (call: number) => fetch.mock.calls[call][1]?.headers as Record<string, string>;
    expect(headers(0)['X-Min-Position']).toBeUndefined();
    expect(headers(3)['X-Min-Position']).toBe('42');
    expect(http.position()).toBe(42);
  });

  it('reads a bare list with getJson', async () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(answer(200, [{ id: 's1' }]));
    expect(await createHttpClient().getJson('/api/suppliers')).toEqual([{ id: 's1' }]);
  });

  it('reads a text answer as it is, and an error answer as the server says it', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('Subject: Xin chào\n\nNội dung', { status: 200 }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ success: false, message: 'Không có thư này.' }), { status: 404 }),
      );
    const http = createHttpClient();
    await expect(http.getText('/api/admin/ops/outbox/a.eml')).resolves.toBe('Subject: Xin chào\n\nNội dung');
    await expect(http.getText('/api/admin/ops/outbox/b.eml')).rejects.toEqual(new ApiError('Không có thư này.', 404));
  });
});
