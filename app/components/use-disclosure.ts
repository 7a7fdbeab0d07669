import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state for a header menu that works by mouse (hover), keyboard (button + Escape) and
 * touch (tap to toggle, tap outside to close).
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // A mouse opens the menu by hovering, so its click must not toggle it shut again; touch and
  // keyboard have no hover and toggle on click.
  const lastPointer = useRef<string>('');
  const rootProps = {
    ref: rootRef,
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType === 'mouse') setOpen(true);
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType === 'mouse') setOpen(false);
    },
    onBlur: (event: React.FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
    },
  };
  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    onPointerDown: (event: React.PointerEvent) => {
      lastPointer.current = event.pointerType;
    },
    onClick: (event: React.MouseEvent) => {
      const mouse = event.detail > 0 && lastPointer.current === 'mouse';
      lastPointer.current = '';
      setOpen((value) => (mouse ? true : !value));
    },
  };
  return { open, close, rootProps, buttonProps };
}
