import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { messageOf } from '../../shared/http';
import { Panel } from '../../shared/Panel';
import { paths } from '../../shared/paths';
import { selectUser } from '../auth';
import { claimApi } from './claimApi';
import './orders.css';

/** The toast of a claim, loaded with it (antd's notifications are not in a shopper's first load). */
const toast = (title: string) =>
  void import('../../shared/notify').then(({ notification }) => notification.success({ title }));

/**
 * The link of the e-mail "Gắn N đơn hàng đã mua với tài khoản của bạn" (issue 28): signed in to the
 * account it was sent to, the shopper confirms, and the guest orders placed with that e-mail join
 * the account's order list. The link names the account: signed in as another, it attaches nothing.
 */
export function ClaimOrdersPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const user = useAppSelector(selectUser);
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');
  const [count, setCount] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const claim = async () => {
    setState('saving');
    setError(null);
    try {
      const answer = await claimApi.claimOrders({ token });
      setCount(answer.count);
      setState('done');
      toast(t('claim.attached', { count: answer.count }));
    } catch (e) {
      setError(messageOf(e));
      setState('idle');
    }
  };

  return (
    <div className="page claim-orders" style={{ maxWidth: 560 }}>
      <Panel>
        <h1>{t('claim.title')}</h1>
        {!token ? (
          <Alert type="error" showIcon title={t('claim.noToken')} />
        ) : state === 'done' ? (
          <>
            <Alert type="success" showIcon title={t('claim.attached', { count })} />
            <p style={{ marginTop: 16 }}>
              <Link to={paths.account}>{t('claim.seeOrders')}</Link>
            </p>
          </>
        ) : (
          <>
            <p>{t('claim.intro', { email: user?.email ?? '' })}</p>
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
            <Button type="primary" block loading={state === 'saving'} onClick={() => void claim()}>
              {t('claim.confirm')}
            </Button>
          </>
        )}
      </Panel>
    </div>
  );
}

/** On the account page: asks for a claim link for guest orders placed with the account's e-mail. */
export function ClaimOrdersAsk() {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = async () => {
    setAsking(true);
    try {
      await claimApi.requestClaimOrders();
      setAnswer({ ok: true, text: t('claim.asked') });
    } catch (e) {
      setAnswer({ ok: false, text: messageOf(e) });
    } finally {
      setAsking(false);
    }
  };
  return (
    <div className="claim-ask">
      {answer ? (
        <Alert type={answer.ok ? 'info' : 'error'} showIcon title={answer.text} />
      ) : (
        <Button type="link" loading={asking} onClick={() => void ask()}>
          {t('claim.ask')}
        </Button>
      )}
    </div>
  );
}
