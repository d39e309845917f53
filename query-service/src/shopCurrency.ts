import { collections, isShopCurrency, type ShopCurrency, type ShopCurrencyDocument } from '@tavico/contracts';
import type { DocumentStore } from '@tavico/infrastructure';

/**
 * The shop's currency for a query service of its own: as the workers projected it from the log.
 * Until they have (a first start, the command service not yet up), the configured SHOP_CURRENCY,
 * looked up again every few seconds until the recorded one is there; it never changes after.
 */
export async function followShopCurrency(
  store: DocumentStore,
  configured: ShopCurrency,
  retryMs = 2000,
): Promise<{ current: () => ShopCurrency; stop: () => void }> {
  const read = async (): Promise<ShopCurrency | null> => {
    const doc = await store.collection<ShopCurrencyDocument>(collections.shop).findOne({ _id: 'currency' });
    return doc && isShopCurrency(doc.currency) ? doc.currency : null;
  };
  let recorded = await read().catch(() => null);
  let timer: NodeJS.Timeout | null = null;
  if (!recorded) {
    timer = setInterval(() => {
      void read()
        .then((found) => {
          if (!found) return;
          recorded = found;
          if (timer) clearInterval(timer);
          timer = null;
        })
        .catch(() => undefined);
    }, retryMs);
    timer.unref();
  }
  return {
    current: () => recorded ?? configured,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
