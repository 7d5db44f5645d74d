import { formatDollars, type LocalCartItem, localCartTotal } from '@netzero/core';
import { fillCopy } from '../../content/fill-copy';
import { SHOP_COPY } from '../../content/shop.copy';
import { Button } from '../../ui/button';
import { ProjectImage } from '../../ui/project-image';
import styles from './cart-line.module.css';

/**
 * − or +. Unavailable is aria-disabled, not disabled: a disabled button drops the keyboard focus
 * to the page, and a keyboard user pressing + twice would lose their place after the first press.
 */
function StepButton({
  label,
  unavailable,
  onPress,
  children,
}: {
  label: string;
  unavailable: boolean;
  onPress: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className={styles.step}
      aria-label={label}
      aria-disabled={unavailable}
      onClick={unavailable ? undefined : onPress}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** One project in the cart: picture, title, price per tonne, − / tonnes / +, Remove and the line total. */
export function CartLine({
  line,
  disabled,
  busy,
  onQuantity,
  onRemove,
}: {
  line: LocalCartItem;
  /** A change is under way somewhere in the cart: the controls wait for it. */
  disabled: boolean;
  /** The change under way is this line's. */
  busy: boolean;
  onQuantity: (line: LocalCartItem, quantity: number) => void;
  onRemove: (line: LocalCartItem) => void;
}) {
  const title = line.title?.trim() || SHOP_COPY.cart.untitled;
  return (
    <li className={styles.line} aria-busy={busy || undefined}>
      <ProjectImage src={line.image} alt="" className={styles.image} />
      <div className={styles.info}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.price}>
          {fillCopy(SHOP_COPY.cart.pricePerTonne, { price: formatDollars(line.price) })}
        </p>
      </div>
      <div className={styles.controls}>
        <fieldset className={styles.stepper}>
          <legend className="visually-hidden">{SHOP_COPY.cart.quantityLabel}</legend>
          <StepButton
            label={fillCopy(SHOP_COPY.cart.decrease, { title })}
            unavailable={disabled || line.quantity <= 1}
            onPress={() => onQuantity(line, line.quantity - 1)}
          >
            −
          </StepButton>
          <output className={styles.quantity} aria-live="polite">
            {fillCopy(SHOP_COPY.cart.quantityValue, { quantity: line.quantity })}
          </output>
          <StepButton
            label={fillCopy(SHOP_COPY.cart.increase, { title })}
            unavailable={disabled}
            onPress={() => onQuantity(line, line.quantity + 1)}
          >
            +
          </StepButton>
        </fieldset>
        <Button
          variant="ghost"
          className={styles.remove}
          disabled={disabled}
          aria-label={fillCopy(SHOP_COPY.cart.removeLine, { title })}
          onClick={() => onRemove(line)}
        >
          {SHOP_COPY.cart.remove}
        </Button>
      </div>
      <p className={styles.total}>
        <span className={styles.totalLabel}>{`${SHOP_COPY.cart.lineTotal}: `}</span>
        {formatDollars(localCartTotal([line]))}
      </p>
    </li>
  );
}
