import { useNavigate } from 'react-router-dom';
import { Button, Drawer, Empty } from 'antd';
import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { shownEffectivePrice, type CartItemView } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dollars } from '../../shared/format';
import { paths } from '../../shared/paths';
import { cartItemRemoveRequested, cartQuantityChangeRequested, selectCartLines } from './cartSlice';
import './cart.css';

/** The spec's cart total: each line's effective price times its quantity. */
export const cartTotal = (lines: CartItemView[]): number =>
  lines.reduce((sum, line) => sum + shownEffectivePrice(line) * line.quantity, 0);

export function CartLine({ line }: { line: CartItemView }) {
  const dispatch = useAppDispatch();
  const change = (by: 1 | -1) => dispatch(cartQuantityChangeRequested({ productId: line.productId, change: by }));
  return (
    <li className="cart-line">
      <img src={line.image} alt={line.title} width={64} height={64} />
      <div className="cart-line-body">
        <strong>{line.title}</strong>
        <div className="cart-line-qty">
          <Button
            size="small"
            shape="circle"
            icon={<MinusOutlined />}
            aria-label={`Giảm số lượng ${line.title}`}
            disabled={line.quantity <= 1}
            onClick={() => change(-1)}
          />
          <span aria-label={`Số lượng ${line.title}`}>{line.quantity}</span>
          <Button
            size="small"
            shape="circle"
            icon={<PlusOutlined />}
            aria-label={`Tăng số lượng ${line.title}`}
            onClick={() => change(1)}
          />
        </div>
      </div>
      <div className="cart-line-end">
        <span>{dollars(shownEffectivePrice(line) * line.quantity)}</span>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Xóa ${line.title} khỏi giỏ`}
          onClick={() => dispatch(cartItemRemoveRequested({ productId: line.productId }))}
        />
      </div>
    </li>
  );
}

export function CartLines() {
  const lines = useAppSelector(selectCartLines);
  if (lines.length === 0) return <Empty description="Giỏ hàng trống" />;
  return (
    <ul className="cart-lines">
      {lines.map((line) => (
        <CartLine key={line.productId} line={line} />
      ))}
    </ul>
  );
}

/** The cart's Total line, under the lines in the sheet and at checkout. */
export function CartTotal() {
  const lines = useAppSelector(selectCartLines);
  return (
    <div className="cart-total">
      <span>Total</span>
      <strong>{dollars(cartTotal(lines))}</strong>
    </div>
  );
}

/** 'Your Cart': the lines, the total, and Checkout. */
export function CartSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Drawer title="Your Cart" placement="right" open={open} onClose={onClose} size={400}>
      <CartLines />
      <CartTotal />
      <Button
        type="primary"
        block
        size="large"
        onClick={() => {
          onClose();
          navigate(paths.checkout);
        }}
      >
        Checkout
      </Button>
    </Drawer>
  );
}
