import { Button, Card, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Carrier } from '@tavico/contracts/client';

/** A carrier as the form edits it: whether it has a tracking page is a switch of its own. */
export interface CarrierDraft extends Carrier {
  tracks: boolean;
}

/** Where a carrier's switch is in the form. */
const tracksAt = (n: number) => ['carriers', n, 'tracks'];
/** What a tracking page's address looks like: the same in every language. */
const trackingUrlExample = 'https://…?code={code}';

/** The server's bounds on the list (it checks them again). */
const mostCarriers = 12;

export const carrierDrafts = (carriers: readonly Carrier[]): CarrierDraft[] =>
  carriers.map((c) => ({ ...c, tracks: c.trackingUrl !== '' }));

/** What a save sends: a carrier without tracking has no page (''). */
export const carriersOfDrafts = (drafts: CarrierDraft[]): Carrier[] =>
  drafts.map(({ id, name, trackingUrl, tracks }) => ({
    id: (id ?? '').trim(),
    name: (name ?? '').trim(),
    trackingUrl: tracks ? (trackingUrl ?? '').trim() : '',
  }));

/**
 * 'Đơn vị vận chuyển' (issue 30): the carriers a hand-over chooses from, each with its code, its
 * name and, when it tracks parcels, its tracking page with `{code}` where the number goes. The
 * server checks the list; a refused save shows its message on this card (`problem`).
 */
export function CarriersCard({ problem }: { problem: string | null }) {
  const { t } = useTranslation();
  return (
    <Card title={t('backOffice.settings.carriers.title')} size="small" className="settings-carriers">
      {problem && (
        <p role="alert" className="settings-shipping-problem">
          {problem}
        </p>
      )}
      <p className="settings-intro">{t('backOffice.settings.carriers.intro')}</p>
      <p className="settings-intro">{t('backOffice.settings.carriers.idHelp')}</p>
      <Form.List name="carriers">
        {(carriers, { add, remove }) => (
          <>
            {carriers.map((carrier, i) => (
              <fieldset key={carrier.key} className="settings-zone settings-carrier">
                <legend>{t('backOffice.settings.carriers.carrier', { n: i + 1 })}</legend>
                <div className="settings-zone-head">
                  <Form.Item label={t('backOffice.settings.carriers.name')} name={[carrier.name, 'name']}>
                    <Input aria-label={t('backOffice.settings.carriers.nameOf', { n: i + 1 })} maxLength={60} />
                  </Form.Item>
                  <Form.Item label={t('backOffice.settings.carriers.id')} name={[carrier.name, 'id']}>
                    <Input aria-label={t('backOffice.settings.carriers.idOf', { n: i + 1 })} maxLength={30} />
                  </Form.Item>
                </div>
                <Form.Item
                  label={t('backOffice.settings.carriers.tracks')}
                  name={[carrier.name, 'tracks']}
                  valuePropName="checked"
                >
                  <Switch aria-label={t('backOffice.settings.carriers.tracksOf', { n: i + 1 })} />
                </Form.Item>
                <Form.Item noStyle dependencies={[tracksAt(carrier.name)]}>
                  {({ getFieldValue }) =>
                    getFieldValue(tracksAt(carrier.name)) ? (
                      <Form.Item
                        label={t('backOffice.settings.carriers.trackingUrl')}
                        name={[carrier.name, 'trackingUrl']}
                        extra={t('backOffice.settings.carriers.trackingUrlHelp')}
                      >
                        <Input
                          aria-label={t('backOffice.settings.carriers.trackingUrlOf', { n: i + 1 })}
                          placeholder={trackingUrlExample}
                          maxLength={300}
                          inputMode="url"
                        />
                      </Form.Item>
                    ) : null
                  }
                </Form.Item>
                <Button danger size="small" disabled={carriers.length <= 1} onClick={() => remove(carrier.name)}>
                  {t('backOffice.settings.carriers.remove')}
                </Button>
              </fieldset>
            ))}
            <Button
              className="settings-add-zone"
              onClick={() => add({ id: '', name: '', trackingUrl: '', tracks: true })}
              disabled={carriers.length >= mostCarriers}
            >
              {t('backOffice.settings.carriers.add')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
