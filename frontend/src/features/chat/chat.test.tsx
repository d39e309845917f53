/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { chatMessages, type ChatReply } from '@tavico/contracts/chat';
import { installChat } from '../../app/chat';
import { ApiError } from '../../shared/http';
import { siteSettingsOf } from '../../testing/fixtures';
import { flush } from '../../testing/services';
import { Address, renderScreen } from '../../testing/render';
import { chatApi } from './chatApi';
import { ChatPanel, clockTime } from './ChatPanel';
import { selectChat } from './chatSlice';

const reply = {
  success: true,
  answer: 'Mình tìm thấy 1 sản phẩm giá dưới $80.00 (khoảng 2.000.000 ₫):\n• Ghế đẩu gỗ cao su: $35.00',
  kind: 'products',
  products: [
    {
      _id: 'p1',
      title: 'Ghế đẩu gỗ cao su',
      image: '/x.png',
      price: 35,
      salePrice: 0,
      stock: 'inStock',
      available: 120,
      link: '/listing?product=p1',
    },
  ],
  links: [{ label: 'Xem tất cả Ghế', href: '/listing?category=ghe' }],
} satisfies ChatReply;

type Answer = Awaited<ReturnType<typeof chatApi.ask>>;

const box = () => screen.getByLabelText('Câu hỏi') as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
/** A key press: the input takes one Enter per press, until the key comes up. */
const enter = () => {
  const key = { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 };
  fireEvent.keyDown(box(), key);
  fireEvent.keyUp(box(), key);
};

afterEach(() => jest.restoreAllMocks());

describe('the chat panel', () => {
  it('sends on Enter, shows "Bot đang trả lời..." until the answer, then the answer with its time and product chips', async () => {
    let answer!: (r: Answer) => void;
    const ask = jest.spyOn(chatApi, 'ask').mockReturnValue(new Promise<Answer>((resolve) => (answer = resolve)));
    const t = renderScreen(
      <>
        <ChatPanel onClose={() => undefined} />
        <Address />
      </>,
      { install: installChat },
    );
    expect(screen.getByText(chatMessages.greeting)).toBeTruthy();

    type('  ghế dưới 2 triệu ');
    enter();
    expect(ask).toHaveBeenCalledWith('ghế dưới 2 triệu');
    expect(box().value).toBe('');
    expect(screen.getByText('ghế dưới 2 triệu')).toBeTruthy();
    expect(screen.getByText(chatMessages.waiting)).toBeTruthy();

    await act(async () => {
      answer(reply);
      await flush();
    });
    expect(screen.queryByText(chatMessages.waiting)).toBeNull();
    expect(screen.getByText(/Mình tìm thấy 1 sản phẩm/)).toBeTruthy();
    const [asked, answered] = selectChat(t.store.getState()).messages;
    expect(document.querySelectorAll('time')[1].textContent).toBe(clockTime(answered.time));
    expect(document.querySelectorAll('time')[0].textContent).toBe(clockTime(asked.time));
    expect(screen.getByText('Xem tất cả Ghế').getAttribute('href')).toBe('/listing?category=ghe');

    // A product chip opens its details over the page: the address names it.
    fireEvent.click(screen.getByText('Ghế đẩu gỗ cao su'));
    expect(screen.getByTestId('address').textContent).toBe('/?product=p1');
  });

  it("makes the answer's phone numbers tap-to-call, the shop's hotline as the owner wrote it, and not the shopper's", async () => {
    jest.spyOn(chatApi, 'ask').mockResolvedValue({
      ...reply,
      answer: 'Bạn liên hệ Tavico qua hotline 1900 1234 hoặc 0912 345 678, sạp giá 3.600.000 ₫.',
      kind: 'site',
      products: [],
      links: [],
    });
    renderScreen(<ChatPanel onClose={() => undefined} />, {
      install: installChat,
      settings: siteSettingsOf({ hotlines: ['1900 1234'] }),
    });
    type('số 0912 345 678 là của ai');
    await act(async () => {
      enter();
      await flush();
    });
    const dials = Array.from(document.querySelectorAll('.chat-bot a.chat-phone')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(dials).toEqual([
      ['1900 1234', 'tel:19001234'],
      ['0912 345 678', 'tel:0912345678'],
    ]);
    expect(document.querySelectorAll('.chat-bot .chat-text')[1].textContent).toBe(
      'Bạn liên hệ Tavico qua hotline 1900 1234 hoặc 0912 345 678, sạp giá 3.600.000 ₫.',
    );
    expect(document.querySelectorAll('.chat-user a')).toHaveLength(0);
  });

  it("makes the shop's e-mail in an answer a link to write to, the full stop after it left out", async () => {
    jest.spyOn(chatApi, 'ask').mockResolvedValue({
      ...reply,
      answer: "Bạn liên hệ Tavico qua hotline 0900 000 001, email o'brien@tavico.example.",
      kind: 'site',
      products: [],
      links: [],
    });
    renderScreen(<ChatPanel onClose={() => undefined} />, {
      install: installChat,
      settings: siteSettingsOf({ hotlines: ['0900 000 001'], email: "o'brien@tavico.example" }),
    });
    type('email của shop');
    await act(async () => {
      enter();
      await flush();
    });
    const write = screen.getByRole('link', { name: "o'brien@tavico.example" });
    expect(write.getAttribute('href')).toBe("mailto:o'brien@tavico.example");
    expect(write.className).toBe('chat-email');
    expect(screen.getByRole('link', { name: '0900 000 001' }).getAttribute('href')).toBe('tel:0900000001');
    expect(document.querySelectorAll('.chat-bot .chat-text')[1].textContent).toBe(
      "Bạn liên hệ Tavico qua hotline 0900 000 001, email o'brien@tavico.example.",
    );
  });

  it('sends nothing when the question is blank after trimming', () => {
    const ask = jest.spyOn(chatApi, 'ask');
    renderScreen(<ChatPanel onClose={() => undefined} />, { install: installChat });
    type('   ');
    enter();
    fireEvent.click(screen.getByLabelText('Gửi'));
    expect(ask).not.toHaveBeenCalled();
    expect(document.querySelectorAll('.chat-user')).toHaveLength(0);
  });

  it('apologises in the chat when the question cannot be answered, and gives the server reason when there is one', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const ask = jest
      .spyOn(chatApi, 'ask')
      .mockRejectedValueOnce(new ApiError('Không kết nối được máy chủ. Vui lòng thử lại!', 0))
      .mockRejectedValueOnce(new ApiError(chatMessages.tooMany, 429));
    const t = renderScreen(<ChatPanel onClose={() => undefined} />, { install: installChat });
    type('showroom ở đâu');
    await act(async () => {
      enter();
      await flush();
    });
    expect(screen.getByText(chatMessages.failed)).toBeTruthy();
    expect(selectChat(t.store.getState()).waiting).toBe(false);
    type('giờ mở cửa');
    await act(async () => {
      enter();
      await flush();
    });
    expect(ask).toHaveBeenCalledTimes(2);
    expect(screen.getByText(chatMessages.tooMany)).toBeTruthy();
    expect(document.querySelectorAll('.chat-failed')).toHaveLength(2);
  });
});

describe('message times', () => {
  it('reads H:MM, hours without a leading zero', () => {
    expect(clockTime(new Date(2026, 10, 21, 9, 5).toISOString())).toBe('9:05');
    expect(clockTime(new Date(2026, 10, 21, 15, 42).toISOString())).toBe('15:42');
  });
});
