import { useState } from 'react';
import { Button, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { dateOnly } from '../../shared/format';
import { moneyText } from '../../shared/money';
import { VoucherSheet } from './VoucherSheet';
import { useAdminVouchersQuery, type VoucherRow } from './vouchersAdminApi';
import './vouchers.css';

/**
 * 'Mã giảm giá': the owner's vouchers, last changed first, each with its terms, whether it runs
 * now, and what the orders holding its uses came to; new ones and changes in a sheet.
 */
export function VouchersPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<VoucherRow | 'new' | null>(null);
  const { data, isFetching } = useAdminVouchersQuery(page);
  const currency = data?.currency ?? 'VND';
  const money = (amount: number) => moneyText(amount, currency);
  return (
    <section className="vouchers" aria-labelledby="vouchers-title">
      <div className="backoffice-page-head">
        <h1 id="vouchers-title">{t('backOffice.vouchers.title')}</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('backOffice.vouchers.new')}
        </Button>
      </div>
      <Table<VoucherRow>
        rowKey="code"
        loading={isFetching}
        dataSource={data?.data ?? []}
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize: data?.pagination.limit ?? 50,
          total: data?.pagination.total ?? 0,
          onChange: setPage,
        }}
        columns={[
          {
            title: t('backOffice.vouchers.code'),
            dataIndex: 'code',
            render: (code: string) => <strong>{code}</strong>,
          },
          {
            title: t('backOffice.vouchers.offer'),
            render: (_, v) =>
              v.kind === 'percent'
                ? t('backOffice.vouchers.percentText', {
                    value: v.value,
                    max: v.maxDiscount === null ? '—' : money(v.maxDiscount),
                  })
                : money(v.value),
          },
          { title: t('backOffice.vouchers.minOrder'), render: (_, v) => money(v.minOrder) },
          {
            title: t('backOffice.vouchers.valid'),
            render: (_, v) => `${dateOnly(v.startsAt)} – ${dateOnly(v.endsAt)}`,
          },
          {
            title: t('backOffice.vouchers.state'),
            render: (_, v) =>
              v.running ? (
                <Tag color="green">{t('backOffice.vouchers.running')}</Tag>
              ) : (
                <Tag>{t('backOffice.vouchers.notRunning')}</Tag>
              ),
          },
          {
            title: t('backOffice.vouchers.uses'),
            render: (_, v) => `${v.uses}${v.totalUses === null ? '' : ` / ${v.totalUses}`}`,
          },
          { title: t('backOffice.vouchers.discountGiven'), render: (_, v) => money(v.discount) },
          { title: t('backOffice.vouchers.revenue'), render: (_, v) => money(v.revenue) },
          {
            title: '',
            render: (_, v) => (
              <Button onClick={() => setEditing(v)} aria-label={t('backOffice.vouchers.editOf', { code: v.code })}>
                {t('backOffice.common.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && <VoucherSheet editing={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
