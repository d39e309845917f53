import { useLocation, useNavigate } from 'react-router-dom';
import { productLinkParam } from '@tavico/contracts/chat';

/** The query parameter that names the open dialog's product, so Back closes it and a link opens it (the chat's links too). */
export const productParam = productLinkParam;

/** Marks the history entry an opening added, so closing the dialog goes back past it. */
export interface OpenedHere {
  detailsOpened?: true;
}

/**
 * Opens a product's details dialog over the page: the address names it (a new history entry, so
 * Back closes it) and DetailsHost shows it once its details are read.
 */
export function useOpenProduct() {
  const location = useLocation();
  const navigate = useNavigate();
  return (productId: string) => {
    const params = new URLSearchParams(location.search);
    if (params.get(productParam) === productId) return;
    params.set(productParam, productId);
    const state: OpenedHere = { detailsOpened: true };
    navigate({ pathname: location.pathname, search: `?${params}` }, { state });
  };
}
