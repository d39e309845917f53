import { Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { provinceCodes } from '@tavico/contracts/client';
import { MoneyInput } from '../../shared/MoneyInput';

const provinceOptions = provinceCodes.map((code) => ({ value: code, label: code }));

/** Whole days, 0 to 60 (the server's bounds). */
function DaysField({ prefix, field, of }: { prefix: (string | number)[]; field: 'minDays' | 'maxDays'; of: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t(`shipping.settings.${field}`)} name={[...prefix, field]}>
      <InputNumber<number>
        min={0}
        max={60}
        precision={0}
        className="settings-days"
        aria-label={t(`shipping.settings.${field}Of`, { of })}
      />
    </Form.Item>
  );
}

/** A rate's fee and days under the form's names. */
function RateFields({ prefix, of }: { prefix: (string | number)[]; of: string }) {
  const { t } = useTranslation();
  return (
    <div className="settings-rate-row">
      <Form.Item label={t('shipping.settings.fee')} name={[...prefix, 'fee']}>
        <MoneyInput min={0} aria-label={t('shipping.settings.feeOf', { of })} className="settings-days" />
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
    <Card title={t('shipping.settings.title')} size="small" className="settings-shipping">
      {problem && (
        <p role="alert" className="settings-shipping-problem">
          {problem}
        </p>
      )}
      <p className="settings-intro">{t('shipping.settings.intro')}</p>
      <Form.List name={['shipping', 'zones']}>
        {(zones, { add, remove }) => (
          <>
            {zones.map((zone, i) => (
              <fieldset key={zone.key} className="settings-zone">
                <legend>{t('shipping.settings.zone', { n: i + 1 })}</legend>
                <div className="settings-zone-head">
                  <Form.Item label={t('shipping.settings.zoneName')} name={[zone.name, 'name']}>
                    <Input aria-label={t('shipping.settings.zoneNameOf', { n: i + 1 })} maxLength={60} />
                  </Form.Item>
                  <Form.Item label={t('shipping.settings.provinces')} name={[zone.name, 'provinceCodes']}>
                    <Select
                      mode="multiple"
                      options={provinceOptions}
                      aria-label={t('shipping.settings.provincesOf', { n: i + 1 })}
                    />
                  </Form.Item>
                </div>
                <RateFields prefix={[zone.name]} of={t('shipping.settings.zoneOf', { n: i + 1 })} />
                <Button danger size="small" onClick={() => remove(zone.name)}>
                  {t('shipping.settings.removeZone')}
                </Button>
              </fieldset>
            ))}
            <Button
              className="settings-add-zone"
              onClick={() => add({ name: '', provinceCodes: [], fee: 0, minDays: 1, maxDays: 3 })}
              disabled={zones.length >= 10}
            >
              {t('shipping.settings.addZone')}
            </Button>
          </>
        )}
      </Form.List>
      <fieldset className="settings-zone">
        <legend>{t('shipping.settings.elsewhere')}</legend>
        <RateFields prefix={['shipping', 'elsewhere']} of={t('shipping.settings.elsewhereOf')} />
      </fieldset>
      <div className="settings-zone-head">
        <Form.Item
          label={t('shipping.settings.freeFrom')}
          name={['shipping', 'freeShippingFrom']}
          extra={t('shipping.settings.freeFromHelp')}
        >
          <MoneyInput min={0} aria-label={t('shipping.settings.freeFrom')} className="settings-days" />
        </Form.Item>
        <Form.Item
          label={t('shipping.settings.bulkyFee')}
          name={['shipping', 'bulkyFee']}
          extra={t('shipping.settings.bulkyFeeHelp')}
        >
          <MoneyInput min={0} aria-label={t('shipping.settings.bulkyFee')} className="settings-days" />
        </Form.Item>
      </div>
    </Card>
  );
}
