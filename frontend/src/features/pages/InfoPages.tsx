import { siteSettings } from '@tavico/contracts/client';
import './pages.css';
import { Panel } from '../../shared/Panel';

const news = [
  {
    title: 'Hội chợ đồ gỗ nội thất mùa cưới',
    date: '2026-10-05',
    text: 'Hơn 80 gian hàng giới thiệu giường, tủ và sofa cho tổ ấm mới, giảm giá đến 15% trong ba ngày cuối tuần.',
  },
  {
    title: 'Khai trương khu sạp gỗ nguyên liệu',
    date: '2026-08-18',
    text: 'Khu sạp mới dành cho gỗ sồi, óc chó, tần bì nhập khẩu và gỗ rừng trồng trong nước.',
  },
  {
    title: 'Hội nghị kết nối nhà bán lẻ phía Nam',
    date: '2026-06-02',
    text: 'Hơn 300 nhà bán lẻ gặp gỡ các xưởng sản xuất, ký kết đơn hàng cho mùa cuối năm.',
  },
];

export function NewsPage() {
  return (
    <div className="page">
      <h1>Tin tức - Sự kiện</h1>
      <div className="content-cards">
        {news.map((n) => (
          <Panel key={n.title} title={n.title}>
            <p>
              <time dateTime={n.date}>{n.date.split('-').reverse().join('/')}</time>
            </p>
            <p>{n.text}</p>
          </Panel>
        ))}
      </div>
    </div>
  );
}

export function ContactPage() {
  return (
    <div className="page">
      <h1>Liên hệ</h1>
      <div className="contact">
        <Panel title={siteSettings.companyName}>
          <p>Địa chỉ: {siteSettings.address}</p>
          <p>Showroom: {siteSettings.showroom}</p>
          {siteSettings.hotlines.map((h) => (
            <p key={h}>
              Hotline: <a href={`tel:${h.replace(/[^\d+]/g, '')}`}>{h}</a>
            </p>
          ))}
          <p>
            Email: <a href={`mailto:${siteSettings.email}`}>{siteSettings.email}</a>
          </p>
        </Panel>
        <iframe className="contact-map" title="Bản đồ đường đến Tavico" src={siteSettings.mapEmbedUrl} loading="lazy" />
      </div>
    </div>
  );
}
