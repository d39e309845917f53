import type { DomainEvent, StockEvent } from '@tavico/contracts';
import type { Decider } from '../decider';
import { givenEvents } from '../testing';
import { decideStock, evolveReservations, reservedQuantity, type Reservations, type StockCommand } from './stock';

/** Stock has no stream of its own (it lives on each product's): its rules, as a decider to test them. */
const stock: Decider<Reservations, StockCommand, StockEvent> = {
  name: 'stock',
  initialState: {},
  evolve: evolveReservations,
  decide: decideStock,
};

const expiresAt = '2026-11-21T10:15:00.000Z';
const reserved = (orderId: string, quantity: number): StockEvent => ({
  type: 'StockReserved',
  data: { productId: 'p1', orderId, quantity, expiresAt },
});
const released = (orderId: string, quantity: number): StockEvent => ({
  type: 'StockReleased',
  data: { productId: 'p1', orderId, quantity, reason: 'expired' },
});
const committed = (orderId: string, quantity: number): StockEvent => ({
  type: 'StockCommitted',
  data: { productId: 'p1', orderId, quantity },
});
const release = (orderId: string): StockCommand => ({
  type: 'ReleaseStock',
  productId: 'p1',
  orderId,
  reason: 'expired',
});
const commit = (orderId: string): StockCommand => ({ type: 'CommitStock', productId: 'p1', orderId });

describe('stock reservations', () => {
  it('holds units per order, and an order reserved again holds what it last reserved', () => {
    expect(givenEvents(stock, [reserved('o1', 3), reserved('o2', 2)]).state).toEqual({ o1: 3, o2: 2 });
    expect(givenEvents(stock, [reserved('o1', 3), reserved('o1', 1)]).state).toEqual({ o1: 1 });
  });

  it("ends an order's hold when its stock is released or committed, leaving the others", () => {
    const given = givenEvents(stock, [reserved('o1', 3), reserved('o2', 2), reserved('o3', 1)]);
    expect([released('o1', 3), committed('o2', 2)].reduce(evolveReservations, given.state)).toEqual({ o3: 1 });
  });

  it("is not changed by a product's other events", () => {
    const held: Reservations = { o1: 3 };
    const deleted: DomainEvent = { type: 'ProductDeleted', data: { productId: 'p1' } };
    expect(evolveReservations(held, deleted)).toBe(held);
  });

  it('counts the units held for all orders together', () => {
    expect(reservedQuantity({})).toBe(0);
    expect(reservedQuantity(givenEvents(stock, [reserved('o1', 3), reserved('o2', 2)]).state)).toBe(5);
  });
});

describe('stock decider', () => {
  const held = [reserved('o1', 3), reserved('o2', 2)];

  it('releases what an order holds, with the reason, for sale again', () => {
    givenEvents(stock, held)
      .when(release('o1'))
      .then([released('o1', 3)]);
    givenEvents(stock, held)
      .when({ type: 'ReleaseStock', productId: 'p1', orderId: 'o2', reason: 'cancelled' })
      .then([{ type: 'StockReleased', data: { productId: 'p1', orderId: 'o2', quantity: 2, reason: 'cancelled' } }]);
  });

  it('commits what a paid order holds', () => {
    givenEvents(stock, held)
      .when(commit('o2'))
      .then([committed('o2', 2)]);
  });

  it('changes nothing for an order that holds nothing, never or no longer, so a retry is harmless', () => {
    givenEvents(stock, held).when(release('o9')).then([]);
    givenEvents(stock, held).when(commit('o9')).then([]);
    const ended = givenEvents(stock, [...held, released('o1', 3), committed('o2', 2)]);
    ended.when(release('o1')).then([]);
    ended.when(commit('o1')).then([]);
    ended.when(release('o2')).then([]);
    ended.when(commit('o2')).then([]);
  });
});
