import { useEffect, useId, useRef, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Where a modal's name is written, in order of preference, when it has no aria-label of its own. */
const NAME_SOURCES = ['.adm-dialog-title', 'h1, h2, h3, h4, h5, h6', '[aria-label]', '.adm-dialog-content'];

type Props = {
  /** The UI kit's element that holds the modal's content: it becomes the dialog. */
  surfaceSelector: string;
  active: boolean;
  label?: string;
  onEscape?: () => void;
  children?: ReactNode;
};

/**
 * Everything outside `surface`'s top-level container stops taking focus and leaves the accessibility
 * tree; a modal opened over another one restores only what it made inert.
 */
function makeOutsideInert(surface: Element): () => void {
  const top = [...document.body.children].find((child) => child.contains(surface));
  const made = [...document.body.children].filter((child) => child !== top && !child.hasAttribute('inert'));
  for (const element of made) element.setAttribute('inert', '');
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(surface: HTMLElement, event: KeyboardEvent) {
  const controls = [...surface.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const current = document.activeElement;
  if (event.shiftKey && (current === first || current === surface)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}

function nameSurface(surface: HTMLElement, label: string | undefined, fallbackId: string) {
  if (label) {
    surface.setAttribute('aria-label', label);
    return;
  }
  if (surface.hasAttribute('aria-label') || surface.hasAttribute('aria-labelledby')) return;
  const source = NAME_SOURCES.map((selector) => surface.querySelector<HTMLElement>(selector)).find((element) => element !== null);
  if (!source) return;
  source.id ||= fallbackId;
  surface.setAttribute('aria-labelledby', source.id);
}

/**
 * Makes the UI kit's Dialog and Popup modal for keyboards and screen readers: role dialog with a
 * name and aria-modal, focus moved in on open, kept in (Tab cycles inside, the rest of the page is
 * inert) and given back on close, Escape closes where the modal can be closed.
 */
export function ModalScope({ surfaceSelector, active, label, onEscape, children }: Props) {
  const anchor = useRef<HTMLSpanElement>(null);
  const fallbackId = useId();
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const surface = anchor.current?.closest<HTMLElement>(surfaceSelector);
    if (!active || !surface) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    surface.setAttribute('role', 'dialog');
    surface.setAttribute('aria-modal', 'true');
    nameSurface(surface, label, `${fallbackId}-name`);
    const releaseOutside = makeOutsideInert(surface);
    if (!surface.contains(document.activeElement)) {
      const first = surface.querySelector<HTMLElement>(FOCUSABLE);
      if (first) first.focus({ preventScroll: true });
      else {
        surface.tabIndex = -1;
        surface.focus({ preventScroll: true });
      }
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escape.current) {
        event.stopPropagation();
        escape.current();
      }
      if (event.key === 'Tab') keepTabInside(surface, event);
    };
    surface.addEventListener('keydown', onKeyDown);
    return () => {
      surface.removeEventListener('keydown', onKeyDown);
      surface.removeAttribute('aria-modal');
      releaseOutside();
      if (returnFocusTo?.isConnected && (surface.contains(document.activeElement) || document.activeElement === document.body)) {
        returnFocusTo.focus({ preventScroll: true });
      }
    };
  }, [active, surfaceSelector, label, fallbackId]);

  return (
    <>
      <span ref={anchor} hidden />
      {children}
    </>
  );
}
