import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'react-aria-components/Button';
import { useRipple } from './use-ripple';
import './ripple-button.css';

type RippleButtonProps = Omit<
  ButtonProps,
  'children' | 'className' | 'onKeyDown' | 'onMouseDown' | 'onTouchStart' | 'onTouchEnd'
> & {
  children: ReactNode;
  className?: string;
};

/** A React Aria button that ripples on mouse, touch, Enter and Space. */
export function RippleButton({ children, className, ...props }: RippleButtonProps) {
  const { handlers, layer } = useRipple();
  return (
    <Button {...props} {...handlers} className={className ? `ripple-button ${className}` : 'ripple-button'}>
      {layer}
      {children}
    </Button>
  );
}
