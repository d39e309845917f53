import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apiRoutes, type SupplierOrderView } from '@tavico/contracts/client';
import { route } from '../../shared/http';
import { FileButton } from '../../shared/FileButton';

/** 'Phiếu đóng gói': the packing slip of the supplier's own lines, while the order shows its buyer's address. */
export function PackingSlipButton({ order }: { order: Pick<SupplierOrderView, '_id' | 'address'> }) {
  const { t } = useTranslation();
  if (order.address === null) return null;
  return (
    <FileButton
      path={route(apiRoutes.adminOrders.packingSlip, { id: order._id })}
      label={t('backOffice.orderDocuments.packingSlip')}
      icon={<FilePdfOutlined />}
    />
  );
}
