import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';

/** The three button looks of UI.md. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

function classes(variant: ButtonVariant, block: boolean | undefined, extra: string | undefined) {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

/** A button in one of the three looks; type defaults to 'button' so forms submit only on purpose. */
export function Button({
  variant = 'primary',
  block,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; block?: boolean }) {
  return <button type={type} className={classes(variant, block, className)} {...props} />;
}

/** A router link that looks like a button. */
export function ButtonLink({
  variant = 'primary',
  block,
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant; block?: boolean }) {
  return <Link className={classes(variant, block, className)} {...props} />;
}
