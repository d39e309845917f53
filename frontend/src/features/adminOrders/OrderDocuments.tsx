import { useState } from 'react';
import { Button, DatePicker } from 'antd';
import { FilePdfOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apiRoutes } from '@tavico/contracts/client';
import { route } from '../../shared/http';
import { FileButton } from '../../shared/FileButton';
import { queryString } from '../../shared/query';

/** 'In hóa đơn' and 'Phiếu đóng gói': the order's sales invoice and packing slip as PDF (admins and auditors). */
export function OrderDocuments({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return (
    <div className="order-documents">
      <FileButton
        path={route(apiRoutes.adminOrders.invoice, { id: orderId })}
        label={t('backOffice.orderDocuments.invoice')}
        icon={<FilePdfOutlined />}
      />
      <FileButton
        path={route(apiRoutes.adminOrders.packingSlip, { id: orderId })}
        label={t('backOffice.orderDocuments.packingSlip')}
        icon={<FilePdfOutlined />}
      />
    </div>
  );
}

/**
 * 'Xuất CSV': the orders placed on the chosen shop days, for the accounts. The days are the
 * calendar's as picked (Vietnam's days, as the route reads them); the server checks the range.
 */
export function OrdersCsvExport() {
  const { t } = useTranslation();
  const [days, setDays] = useState<[string, string] | null>(null);
  return (
    <div className="orders-export">
      <DatePicker.RangePicker
        aria-label={t('backOffice.orderDocuments.range')}
        placeholder={[t('backOffice.orderDocuments.from'), t('backOffice.orderDocuments.to')]}
        format="DD/MM/YYYY"
        onChange={(_values, texts) => {
          const [from, to] = texts.map((text) => text.split('/').reverse().join('-'));
          setDays(from && to ? [from, to] : null);
        }}
      />
      {days ? (
        <FileButton
          path={apiRoutes.adminOrders.exportCsv + queryString({ from: days[0], to: days[1] })}
          label={t('backOffice.orderDocuments.exportCsv')}
          icon={<DownloadOutlined />}
        />
      ) : (
        <Button icon={<DownloadOutlined />} disabled>
          {t('backOffice.orderDocuments.exportCsv')}
        </Button>
      )}
    </div>
  );
}
