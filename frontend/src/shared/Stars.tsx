import { StarFilled } from '@ant-design/icons';
import './stars.css';

const five = [1, 2, 3, 4, 5];

/**
 * A rating shown, not asked (the product page's average): five stars filled to the half star,
 * in plain HTML. antd's Rate is a form control: its tooltips bring antd's form code (about 18 KB
 * gzipped) to the page for stars nobody can press. The label of the element around it says the
 * figure; the stars themselves are hidden from screen readers.
 */
export function Stars({ value }: { value: number }) {
  const shown = Math.round(Math.min(5, Math.max(0, value)) * 2) / 2;
  return (
    <span className="stars" aria-hidden="true">
      {five.map((star) => (
        <span key={star} className={shown >= star ? 'star star-full' : 'star'}>
          <StarFilled />
          {shown === star - 0.5 && (
            <span className="star-half">
              <StarFilled />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
