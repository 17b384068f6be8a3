import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'sm' | 'lg';

function classes(variant: ButtonVariant, size: Size, extra?: string): string {
  return ['btn', `btn--${variant}`, size !== 'md' ? `btn--${size}` : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: Size;
  /** Shows a spinner and disables the button. */
  busy?: boolean;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={classes(variant, size, className)}
      disabled={rest.disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  size?: Size;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** An in-app link that looks like a button. */
export function ButtonLink({
  to,
  variant = 'primary',
  size = 'md',
  className,
  children,
  onClick,
}: ButtonLinkProps) {
  return (
    <Link to={to} className={classes(variant, size, className)} onClick={onClick}>
      {children}
    </Link>
  );
}
