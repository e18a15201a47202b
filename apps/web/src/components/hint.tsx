import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

interface TargetProps {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The target's own handler, then the hint's. */
function both<E>(own: ((event: E) => void) | undefined, ours: (event: E) => void): (event: E) => void {
  return (event) => {
    own?.(event);
    ours(event);
  };
}

export type HintProps = Omit<TooltipProps, 'children' | 'target' | 'opened' | 'defaultOpened'> & {
  /** One element that takes a ref and the mouse, focus and key handlers (a DOM element or a Mantine component). */
  children: ReactElement<TargetProps>;
};

/**
 * Mantine's Tooltip, mounted the first time its target is hovered or focused. A mounted Tooltip costs
 * on every page view: its floating-ui refs set state in the commit, so each one renders again at once,
 * at the synchronous priority; a hydrated page of twenty cards with a few tooltips each spent about a
 * fifth of a second of a phone's main thread on them (issue 15). Until then the target renders alone,
 * in the same place of the tree (the tooltip comes as its sibling, pointed at it by `target`), so the
 * tooltip's arrival never remounts the target or moves its focus. Hover and focus open it after
 * `openDelay`; leaving, blur and Escape close it; while it is open it describes the target.
 */
export function Hint({ children, label, openDelay = 0, ...tooltip }: HintProps) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();
  const own = children.props;
  const ref = useMergedRef(target, own.ref);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = () => {
    setMounted(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpened(true), openDelay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpened(false);
  };
  const describedBy = [own['aria-describedby'], opened ? id : undefined].filter(Boolean).join(' ');

  return (
    <>
      {cloneElement(children, {
        ref,
        'aria-describedby': describedBy || undefined,
        onMouseEnter: both(own.onMouseEnter, show),
        onMouseLeave: both(own.onMouseLeave, hide),
        onFocus: both(own.onFocus, show),
        onBlur: both(own.onBlur, hide),
        onKeyDown: both(own.onKeyDown, (event) => {
          if (event.key === 'Escape') hide();
        }),
      })}
      {mounted && (
        // The label gets the id: floating-ui gives the tooltip's own element an id of its own.
        <Tooltip {...tooltip} label={<span id={id}>{label}</span>} target={target} opened={opened} />
      )}
    </>
  );
}
