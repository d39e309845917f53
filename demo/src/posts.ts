import { woods, type Wood } from './drawings';

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The title in lines of about `width` characters, at most three. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

/** A news cover, 16:9 like the cards and the article show it: the title on wood, planks at the right. */
export function coverDrawing(title: string, subtitle: string, wood: Wood): string {
  const w = woods[wood];
  const planks = [0, 1, 2]
    .map((i) => `<rect x="${900 + i * 92}" y="60" width="80" height="555" rx="6" fill="${i % 2 ? w.mid : w.light}"/>`)
    .join('');
  const titleLines = lines(title, 20);
  const text = titleLines
    .map(
      (line, i) =>
        `<text x="80" y="${250 + i * 84}" font-family="Be Vietnam Pro, Arial, sans-serif" font-size="68" font-weight="700" fill="#fff8ee">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">` +
    `<rect width="1200" height="675" fill="${w.dark}"/>${planks}${text}` +
    `<text x="80" y="${250 + titleLines.length * 84 + 20}" font-family="Be Vietnam Pro, Arial, sans-serif" font-size="34" fill="#f1dcc0">${escapeXml(subtitle)}</text></svg>`
  );
}

/** The demo's news and events: published, so `npm start` shows articles; the owner writes their own. */
export const demoPosts: { title: string; subtitle: string; wood: Wood; publishedAt: string; body: string }[] = [
  {
    title: 'Hội chợ đồ gỗ nội thất mùa cưới',
    subtitle: 'Hơn 80 gian hàng, giảm đến 15%',
    wood: 'walnut',
    publishedAt: '2026-10-05T02:00:00.000Z',
    body:
      '<p>Hơn 80 gian hàng giới thiệu giường, tủ và sofa cho tổ ấm mới, giảm giá đến 15% trong ba ngày cuối tuần.</p>' +
      '<h2>Có gì ở hội chợ</h2><ul><li>Bộ phòng ngủ gỗ óc chó và gỗ sồi làm sẵn hoặc đặt theo kích thước.</li>' +
      '<li>Sofa gỗ tần bì bọc vải, bọc da, giao và lắp đặt tận nhà.</li><li>Tư vấn bố trí nội thất miễn phí cho cặp đôi.</li></ul>' +
      '<blockquote>Mỗi đơn hàng trong hội chợ được bảo hành 24 tháng.</blockquote>' +
      '<p>Xem trước các sản phẩm tại <a href="/listing">trang sản phẩm</a>.</p>',
  },
  {
    title: 'Khai trương khu sạp gỗ nguyên liệu',
    subtitle: 'Gỗ sồi, óc chó, tần bì nhập khẩu',
    wood: 'oak',
    publishedAt: '2026-08-18T02:00:00.000Z',
    body:
      '<p>Khu sạp mới dành cho gỗ sồi, óc chó, tần bì nhập khẩu và gỗ rừng trồng trong nước.</p>' +
      '<h2>Dành cho xưởng và thợ mộc</h2><p>Các nhà cung cấp bán gỗ xẻ sấy theo khối, có <strong>chứng nhận nguồn gốc</strong> ' +
      'và cắt theo quy cách tại chỗ.</p><ol><li>Chọn loại gỗ và độ dày.</li><li>Nhận báo giá theo khối.</li><li>Giao hàng trong ngày ở nội thành.</li></ol>',
  },
  {
    title: 'Hội nghị kết nối nhà bán lẻ phía Nam',
    subtitle: 'Hơn 300 nhà bán lẻ gặp các xưởng',
    wood: 'rosewood',
    publishedAt: '2026-06-02T02:00:00.000Z',
    body:
      '<p>Hơn 300 nhà bán lẻ gặp gỡ các xưởng sản xuất, ký kết đơn hàng cho mùa cuối năm.</p>' +
      '<h2>Kết quả</h2><p>Các xưởng giới thiệu <em>bộ sưu tập cuối năm</em>; nhiều nhà bán lẻ đặt hàng sỉ với giá chợ đầu mối.</p>',
  },
];
