import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/Button';
import { Done, Note, Refusal } from '../../shared/Callout';
import { messageOf } from '../../shared/http';
import { Panel } from '../../shared/Panel';
import { paths } from '../../shared/paths';
import { screenToast } from '../../shared/screenToast';
import { selectUser } from '../auth';
import { useClaimOrdersMutation, useRequestClaimOrdersMutation } from './claimApi';
import './orders.css';

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
  const [claimOrders, { data: claimed, isLoading, error }] = useClaimOrdersMutation();

  const claim = async () => {
    const answer = await claimOrders({ token })
      .unwrap()
      .catch(() => null);
    if (answer) screenToast.success(t('claim.attached', { count: answer.count }));
  };

  return (
    <div className="page claim-orders" style={{ maxWidth: 560 }}>
      <Panel>
        <h1>{t('claim.title')}</h1>
        {!token ? (
          <Refusal message={t('claim.noToken')} />
        ) : claimed ? (
          <>
            <Done title={t('claim.attached', { count: claimed.count })} />
            <p style={{ marginTop: 16 }}>
              <Link to={paths.account}>{t('claim.seeOrders')}</Link>
            </p>
          </>
        ) : (
          <>
            <p>{t('claim.intro', { email: user?.email ?? '' })}</p>
            {error && <Refusal message={messageOf(error)} />}
            <Button type="primary" block loading={isLoading} onClick={() => void claim()}>
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
  const [requestClaimOrders, { isLoading: asking, isSuccess, error }] = useRequestClaimOrdersMutation();
  const ask = () => void requestClaimOrders();
  return (
    <div className="claim-ask">
      {isSuccess ? (
        <Note title={t('claim.asked')} />
      ) : error ? (
        <Refusal message={messageOf(error)} />
      ) : (
        <Button type="link" loading={asking} onClick={ask}>
          {t('claim.ask')}
        </Button>
      )}
    </div>
  );
}
