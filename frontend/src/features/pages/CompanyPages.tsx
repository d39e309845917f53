import { Link } from 'react-router-dom';
import { Button } from 'antd';
import { formatVnd, siteSettings, stallRent } from '@tavico/contracts/client';
import { ContactLines } from '../../shared/ContactLines';
import { paths } from '../../shared/paths';
import { useSiteSettings } from '../settings';
import './pages.css';
import { Panel } from '../../shared/Panel';

const partners = [1, 2, 3, 4, 5, 6];

/** The company introduction: story, the showroom in Biên Hòa, contacts and partners. */
export function CompanyPage() {
  const settings = useSiteSettings();
  const openingHours = settings?.openingHours;
  return (
    <article className="content-page">
      <img className="content-banner" src="/images/banner-1.svg" alt="Chợ đầu mối đồ gỗ nội thất Tavico" />
      <div className="page">
        <h1>{settings?.companyName || siteSettings.companyName}</h1>
        <p>
          Tavico Home ra đời từ mong muốn đưa đồ gỗ Việt từ xưởng sản xuất đến tay người dùng một cách ngắn nhất. Từ một
          xưởng gỗ nhỏ, chúng tôi xây dựng chợ đầu mối đồ gỗ nội thất: nơi nhà sản xuất, nhà phân phối và nhà bán lẻ khu
          vực phía Nam gặp nhau, xem hàng tận nơi và giao dịch với giá sỉ.
        </p>
        <p>
          Hôm nay, hàng trăm gian hàng trưng bày bàn ghế, tủ kệ, giường, sofa, đồ trang trí và gỗ nguyên liệu từ các
          làng nghề Bình Dương, Đồng Nai và khắp cả nước. Tavico lo phần mặt bằng, kho bãi, bốc xếp và vận chuyển để các
          nhà cung cấp chuyên tâm làm ra sản phẩm tốt.
        </p>
        <h2>Showroom</h2>
        <p>
          Showroom đồ gỗ nội thất của Tavico đặt tại {siteSettings.showroom}
          {openingHours && `, mở cửa ${openingHours}`} để khách tham quan, chọn mẫu và đặt hàng.
        </p>
        <h2>Liên hệ</h2>
        <ContactLines settings={settings} hotlineLabel="Điện thoại ban quản lý" />
        <h2>Đối tác</h2>
        <div className="content-partners">
          {partners.map((n) => (
            <img key={n} src={`/images/partner-${n}.svg`} alt={`Đối tác ${n}`} loading="lazy" />
          ))}
        </div>
      </div>
    </article>
  );
}

/** The organiser's article on the wholesale-market model, with the stall-rent figures. */
export function OrganiserPage() {
  return (
    <article className="content-page">
      <img className="content-banner" src="/images/banner-3.svg" alt="Các dãy sạp của chợ đầu mối" />
      <div className="page">
        <h1>Công ty Tavico – Nhà tổ chức chợ đầu mối</h1>
        <p>
          Mô hình chợ đầu mối gỗ gom nhà sản xuất và nhà phân phối về một nơi. Người bán có mặt bằng trưng bày cố định,
          kho và dịch vụ hậu cần; người mua so sánh hàng trăm mẫu trong một buổi và nhận giá tận gốc.
        </p>
        <p>
          Tavico là đơn vị tổ chức: quy hoạch khu sạp, quản lý vận hành, an ninh, quảng bá và kết nối khách sỉ cho toàn
          chợ.
        </p>
        <RentFigures />
        <Link to={paths.contact}>
          <Button type="primary" size="large">
            Liên hệ thuê sạp
          </Button>
        </Link>
      </div>
    </article>
  );
}

export function RentFigures() {
  return (
    <div className="rent-figures">
      <Panel>
        <strong>{formatVnd(stallRent.pricePerSquareMetreVnd)}</strong>
        <span>mỗi m² mỗi tháng</span>
      </Panel>
      <Panel>
        <strong>{stallRent.squareMetresPerStall} m²</strong>
        <span>mỗi sạp</span>
      </Panel>
      <Panel>
        <strong>{formatVnd(stallRent.pricePerStallVnd)}</strong>
        <span>mỗi sạp mỗi tháng</span>
      </Panel>
    </div>
  );
}
