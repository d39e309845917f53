import express, { type Request, type Response, type Router } from 'express';
import {
  apiRoutes,
  escapeHtml as escape,
  formatMoney,
  msg,
  orderCurrency,
  say,
  streams,
  type Lang,
  type MessageKey,
  type OrderState,
} from '@tavico/contracts';
import { orderDecider, paymentCancelledWorkflow, streamRegistry } from '@tavico/domain';
import { langOf, runWorkflow, type Clock, type SandboxPayment, type SandboxPayments } from '@tavico/infrastructure';
import { isValidId, type CommandHandler } from '../handler';

const pagePath = (paymentId: string) => apiRoutes.sandboxPayment.page.replace(':paymentId', () => paymentId);

/** Adds query parameters to a return URL that may be site-relative. */
function withQuery(url: string, params: Record<string, string>): string {
  const absolute = new URL(url, 'http://placeholder.invalid');
  for (const [key, value] of Object.entries(params)) absolute.searchParams.set(key, value);
  return absolute.origin === 'http://placeholder.invalid'
    ? `${absolute.pathname}${absolute.search}`
    : absolute.toString();
}

/**
 * The page's one style sheet, inline in its <style> element: the shop's policy allows inline
 * styles (style-src 'unsafe-inline'), never inline scripts, and the page has none. On a phone the
 * card keeps a margin from the screen's edges, and the long ids break between any two characters
 * rather than at their hyphens.
 */
const style = `
  body { font-family: system-ui, sans-serif; background: #f5f1ea; color: #2b2118; margin: 0; padding: 48px 16px; }
  main { max-width: 480px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 32px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.3rem; margin: 0 0 12px; }
  dl.ids { margin: 0 0 24px; font-size: .85rem; color: #6b5d50; }
  dl.ids div { display: flex; gap: 8px; margin-bottom: 4px; }
  dt { flex: none; width: 7.5rem; } dd { margin: 0; min-width: 0; }
  .id { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; color: #2b2118; word-break: break-all; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 16px; }
  td { padding: 6px 0; border-bottom: 1px solid #eee; overflow-wrap: anywhere; }
  td.n { text-align: right; white-space: nowrap; padding-left: 12px; }
  .total { font-size: 1.4rem; font-weight: 700; text-align: right; margin: 16px 0 24px; }
  .actions { display: flex; gap: 12px; } .actions form { flex: 1; }
  button { flex: 1; font-size: 1rem; padding: 12px; border-radius: 8px; border: 1px solid #8a5a2b; cursor: pointer; }
  .approve { background: #8a5a2b; color: #fff; width: 100%; } .cancel { background: #fff; color: #8a5a2b; width: 100%; }
  .note { color: #6b5d50; font-size: .85rem; margin-top: 24px; }
  @media (max-width: 520px) {
    body { padding: 16px 12px; }
    main { padding: 24px 20px; }
    dl.ids div { flex-direction: column; gap: 0; margin-bottom: 8px; }
    dt { width: auto; }
  }`;

/** The page's words in its language (the request's, decisions §32), escaped for HTML. */
const wordsIn =
  (lang: Lang) =>
  (
    key:
      | 'title'
      | 'heading'
      | 'order'
      | 'payment'
      | 'approve'
      | 'cancel'
      | 'cancelled'
      | 'approved'
      | 'note'
      | 'notFound'
      | 'noSuchPayment',
  ) =>
    escape(say(lang, msg(`shop.sandbox.${key}` satisfies MessageKey)));

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

function approvalPage(lang: Lang, payment: SandboxPayment, order: OrderState | null): string {
  const word = wordsIn(lang);
  const currency = order ? orderCurrency(order) : 'USD';
  const lines = (order?.items ?? [])
    .map(
      (l) =>
        `<tr><td>${escape(l.title)} × ${l.quantity}</td><td class="n">${formatMoney(l.priceCents * l.quantity, currency)}</td></tr>`,
    )
    .join('');
  const id = escape(payment.paymentId);
  const body =
    payment.status === 'created'
      ? `<div class="actions">
           <form method="post" action="${pagePath(id)}/approve"><button class="approve" type="submit">${word('approve')}</button></form>
           <form method="post" action="${pagePath(id)}/cancel"><button class="cancel" type="submit">${word('cancel')}</button></form>
         </div>`
      : `<p><strong>${word(payment.status === 'cancelled' ? 'cancelled' : 'approved')}</strong></p>`;
  return page(
    lang,
    word('title'),
    `<h1>${word('heading')}</h1>
     <dl class="ids">
       <div><dt>${word('order')}</dt><dd>${order?.code ? `<strong>${escape(order.code)}</strong><br>` : ''}<span class="id">${escape(payment.orderId)}</span></dd></div>
       <div><dt>${word('payment')}</dt><dd><span class="id">${id}</span></dd></div>
     </dl>
     <table>${lines}</table>
     <div class="total">${formatMoney(payment.amountCents, 'USD')}${
       order?.charge ? ` <span class="n">(${formatMoney(order.totalCents, currency)})</span>` : ''
     }</div>
     ${body}
     <p class="note">${word('note')}</p>`,
  );
}

/**
 * The sandbox provider's approval page: plain HTML that works without JavaScript. Approve is a
 * form POST answered with a 303 to the shop's return URL; Cancel goes back to checkout and gives
 * the order's stock back at once.
 */
export function sandboxPaymentRoutes(deps: {
  sandbox: SandboxPayments;
  commands: CommandHandler;
  clock: Clock;
}): Router {
  const router = express.Router();

  const notFound = (req: Request, res: Response) => {
    const lang = langOf(req, res);
    const word = wordsIn(lang);
    res
      .status(404)
      .type('html')
      .send(page(lang, word('notFound'), `<h1>${word('notFound')}</h1><p>${word('noSuchPayment')}</p>`));
  };

  router.get(apiRoutes.sandboxPayment.page, async (req, res) => {
    const paymentId = String(req.params.paymentId);
    const payment = isValidId(paymentId) ? await deps.sandbox.payment(paymentId) : null;
    if (!payment) return notFound(req, res);
    const { state: order } = await deps.commands.load(streams.order(payment.orderId), orderDecider);
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(approvalPage(langOf(req, res), payment, order));
  });

  router.post(apiRoutes.sandboxPayment.approve, async (req, res) => {
    const paymentId = String(req.params.paymentId);
    const payment = isValidId(paymentId) ? await deps.sandbox.approve(paymentId) : null;
    if (!payment) return notFound(req, res);
    if (payment.status === 'cancelled') return res.redirect(303, pagePath(paymentId));
    res.redirect(303, withQuery(payment.returnUrl, { paymentId, PayerID: payment.payerId ?? '' }));
  });

  router.post(apiRoutes.sandboxPayment.cancel, async (req, res) => {
    const paymentId = String(req.params.paymentId);
    const payment = isValidId(paymentId) ? await deps.sandbox.cancel(paymentId) : null;
    if (!payment) return notFound(req, res);
    if (payment.status === 'cancelled') {
      const context = { actorId: null, actorRole: 'system' as const, correlationId: String(req.id ?? paymentId) };
      const cancelled = {
        type: 'PaymentCancelledAtProvider' as const,
        orderId: payment.orderId,
        at: deps.clock.now().toISOString(),
      };
      await runWorkflow(paymentCancelledWorkflow, cancelled, { ...deps, registry: streamRegistry }, context);
    }
    res.redirect(303, payment.status === 'cancelled' ? payment.cancelUrl : pagePath(paymentId));
  });

  return router;
}
