// GA4 e-commerce events in the host's window.dataLayer, only when the host
// opts in (analytics="ga4"); loaded on demand then. The events and their
// fields are GA4's recommended e-commerce ones: view_item_list (step 2's
// offer), add_to_cart (an object chosen), begin_checkout (step 3),
// add_payment_info (step 4), purchase (the booking). Items are objects
// (rooms, units) priced for the chosen stay; no guest data is pushed.
import type { WidgetInstance } from '../widget/instance';
import { currencyCode } from '../booking/currency';
import { objectChoicesAtom, selectionAtom } from '../state/selection';
import type { Selection } from '../api';

const LIST = { item_list_id: 'booking_widget_objects', item_list_name: 'Accommodation' };

interface Item {
  item_id: string;
  item_name: string;
  item_category: string;
  price: number;
  quantity: 1;
}

const itemsOf = (selection: Selection | null, ids?: readonly string[]): Item[] =>
  (selection?.objects ?? [])
    .filter((object) => object.available && (!ids || ids.includes(object.id)))
    .map((object) => ({ item_id: object.id, item_name: object.name, item_category: object.kind, price: object.price, quantity: 1 }));

export function trackForGa4({ host, store }: WidgetInstance, win: Window & { dataLayer?: unknown[] }): void {
  const push = (event: string, ecommerce: Record<string, unknown>) => {
    win.dataLayer ??= [];
    // GA4 asks to clear the previous ecommerce object first.
    win.dataLayer.push({ ecommerce: null });
    win.dataLayer.push({ event, ecommerce });
  };
  const cart = (items: Item[], extra: Record<string, unknown> = {}) => ({
    currency: currencyCode(store.get(selectionAtom)?.settings.currency_text ?? ''),
    value: items.reduce((sum, item) => sum + item.price, 0),
    items,
    ...extra,
  });
  const chosenIds = () => store.get(objectChoicesAtom).filter((choice) => choice.selected).map((choice) => choice.id);
  const chosenItems = () => itemsOf(store.get(selectionAtom), chosenIds());

  store.sub(selectionAtom, () => {
    const items = itemsOf(store.get(selectionAtom));
    if (items.length) push('view_item_list', cart(items, LIST));
  });
  let chosen = chosenIds();
  store.sub(objectChoicesAtom, () => {
    const now = chosenIds();
    const added = now.filter((id) => !chosen.includes(id));
    chosen = now;
    if (added.length) push('add_to_cart', cart(itemsOf(store.get(selectionAtom), added)));
  });
  host.addEventListener('bw-step-change', (event) => {
    const { step } = (event as CustomEvent<{ step: string }>).detail;
    if (step === '/step-3') push('begin_checkout', cart(chosenItems()));
    if (step === '/step-4') push('add_payment_info', cart(chosenItems(), { payment_type: 'booking' }));
  });
  host.addEventListener('bw-booking-complete', (event) => {
    const { variableSymbol, price, currency } = (event as CustomEvent<{ variableSymbol: string; price: number; currency: string }>).detail;
    push('purchase', { ...cart(chosenItems()), transaction_id: variableSymbol, value: price, currency });
  });
}
