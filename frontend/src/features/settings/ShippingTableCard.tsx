import { Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { provinceCodes } from '@tavico/contracts/client';
import { MoneyInput } from '../../shared/MoneyInput';

const provinceOptions = provinceCodes.map((code) => ({ value: code, label: code }));

/** Whole days, 0 to 60 (the server's bounds). */
function DaysField({ prefix, field, of }: { prefix: (string | number)[]; field: 'minDays' | 'maxDays'; of: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t(`backOffice.settings.shipping.${field}`)} name={[...prefix, field]}>
      <InputNumber<number>
        min={0}
        max={60}
        precision={0}
        className="settings-days"
        aria-label={t(`backOffice.settings.shipping.${field}Of`, { of })}
      />
    </Form.Item>
  );
}

/** A rate's fee and days under the form's names; `of` names the rate ('zone 1', 'everywhere else'). */
function RateFields({ prefix, of }: { prefix: (string | number)[]; of: string }) {
  const { t } = useTranslation();
  return (
    <div className="settings-rate-row">
      <Form.Item label={t('backOffice.settings.shipping.fee')} name={[...prefix, 'fee']}>
        <MoneyInput min={0} aria-label={t('backOffice.settings.shipping.feeOf', { of })} className="settings-days" />
      </Form.Item>
      <DaysField prefix={prefix} field="minDays" of={of} />
      <DaysField prefix={prefix} field="maxDays" of={of} />
    </div>
  );
}

/**
 * The shipping table (decisions §35): zones of provinces with a fee and delivery days each,
 * everywhere else, the free-shipping threshold and the bulky surcharge per unit. Provinces are
 * their official codes (the 34 units since 1 July 2025). The server checks the table; a refused
 * save shows its message on this card (`problem`).
 */
export function ShippingTableCard({ problem }: { problem: string | null }) {
  const { t } = useTranslation();
  return (
    <Card title={t('backOffice.settings.shipping.title')} size="small" className="settings-shipping">
      {problem && (
        <p role="alert" className="settings-shipping-problem">
          {problem}
        </p>
      )}
      <p className="settings-intro">{t('backOffice.settings.shipping.intro')}</p>
      <Form.List name={['shipping', 'zones']}>
        {(zones, { add, remove }) => (
          <>
            {zones.map((zone, i) => (
              <fieldset key={zone.key} className="settings-zone">
                <legend>{t('backOffice.settings.shipping.zone', { n: i + 1 })}</legend>
                <div className="settings-zone-head">
                  <Form.Item label={t('backOffice.settings.shipping.zoneName')} name={[zone.name, 'name']}>
                    <Input aria-label={t('backOffice.settings.shipping.zoneNameOf', { n: i + 1 })} maxLength={60} />
                  </Form.Item>
                  <Form.Item label={t('backOffice.settings.shipping.provinces')} name={[zone.name, 'provinceCodes']}>
                    <Select
                      mode="multiple"
                      options={provinceOptions}
                      aria-label={t('backOffice.settings.shipping.provincesOf', { n: i + 1 })}
                    />
                  </Form.Item>
                </div>
                <RateFields prefix={[zone.name]} of={t('backOffice.settings.shipping.ofZone', { n: i + 1 })} />
                <Button danger size="small" onClick={() => remove(zone.name)}>
                  {t('backOffice.settings.shipping.removeZone')}
                </Button>
              </fieldset>
            ))}
            <Button
              className="settings-add-zone"
              onClick={() => add({ name: '', provinceCodes: [], fee: 0, minDays: 1, maxDays: 3 })}
              disabled={zones.length >= 10}
            >
              {t('backOffice.settings.shipping.addZone')}
            </Button>
          </>
        )}
      </Form.List>
      <fieldset className="settings-zone">
        <legend>{t('backOffice.settings.shipping.elsewhere')}</legend>
        <RateFields prefix={['shipping', 'elsewhere']} of={t('backOffice.settings.shipping.ofElsewhere')} />
      </fieldset>
      <div className="settings-zone-head">
        <Form.Item
          label={t('backOffice.settings.shipping.freeFrom')}
          name={['shipping', 'freeShippingFrom']}
          extra={t('backOffice.settings.shipping.freeFromHelp')}
        >
          <MoneyInput min={0} aria-label={t('backOffice.settings.shipping.freeFrom')} className="settings-days" />
        </Form.Item>
        <Form.Item
          label={t('backOffice.settings.shipping.bulky')}
          name={['shipping', 'bulkyFee']}
          extra={t('backOffice.settings.shipping.bulkyHelp')}
        >
          <MoneyInput min={0} aria-label={t('backOffice.settings.shipping.bulky')} className="settings-days" />
        </Form.Item>
      </div>
    </Card>
  );
}
