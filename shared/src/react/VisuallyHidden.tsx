import type { ReactNode } from 'react';

/** The style that hides an element from sight but not from screen readers (a list beside a chart). */
export const VISUALLY_HIDDEN_STYLE = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only: part of an element's accessible name, not of the page's look. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={VISUALLY_HIDDEN_STYLE}>{children}</span>;
}
