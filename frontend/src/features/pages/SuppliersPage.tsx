import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../shared/Loading';
import { StarFilled } from '@ant-design/icons';
import { useSuppliersQuery, type SupplierCard } from './pagesApi';
import './pages.css';
import { Panel } from '../../shared/Panel';

/** Shown when the list cannot be loaded (spec §4): three sample suppliers. */
export const sampleSuppliers: SupplierCard[] = [
  {
    id: 'sample-1',
    userName: 'Xưởng gỗ Minh Long',
    logo: '/images/partner-1.svg',
    background: 'Ba đời thợ mộc Đồng Kỵ, chuyên bàn ghế gỗ óc chó ghép mộng truyền thống.',
    contactInfo: 'Bàn ghế, kệ tivi gỗ óc chó. Liên hệ qua hotline chợ.',
    rating: 4.6,
  },
  {
    id: 'sample-2',
    userName: 'Nội thất Phú Quý',
    logo: '/images/partner-2.svg',
    background: 'Xưởng gỗ thông cho gia đình trẻ, sơn gốc nước an toàn cho trẻ em.',
    contactInfo: 'Giường tầng, kệ sách gỗ thông cho gia đình trẻ.',
    rating: 4.3,
  },
  {
    id: 'sample-3',
    userName: 'Đồ gỗ Kim Bồng',
    logo: '/images/partner-3.svg',
    background: 'Nghề mộc Kim Bồng bên sông Thu Bồn, đồ gỗ hương chạm khắc tay.',
    contactInfo: 'Đồ gỗ chạm khắc thủ công từ làng nghề Kim Bồng.',
    rating: 4.8,
  },
];

export function SuppliersPage() {
  const { t } = useTranslation();
  const { data, isError } = useSuppliersQuery();
  // No one in the list, or a failure: the samples.
  const suppliers = isError || data?.length === 0 ? sampleSuppliers : (data ?? null);
  return (
    <div className="page">
      <h1>{t('suppliers.title')}</h1>
      {!suppliers ? (
        <Skeleton />
      ) : (
        <div className="supplier-grid">
          {suppliers.map((s) => (
            <Panel key={s.id}>
              <div className="supplier-head">
                <img
                  className="supplier-logo"
                  src={s.logo}
                  alt={t('suppliers.logo', { name: s.userName })}
                  width={56}
                  height={56}
                />
                <div>
                  <h2>{s.userName}</h2>
                  <span aria-label={t('suppliers.rating', { rating: s.rating.toFixed(1) })}>
                    <StarFilled style={{ color: '#fadb14' }} /> {s.rating.toFixed(1)}
                  </span>
                </div>
              </div>
              {s.background && <p className="clamp-3 supplier-story">{s.background}</p>}
              <p className="clamp-3 supplier-contact">{s.contactInfo}</p>
            </Panel>
          ))}
        </div>
      )}
    </div>
  );
}
