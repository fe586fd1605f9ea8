import { useEffect, useRef } from 'react';

const TRIES = 20;
const PAUSE_MS = 25;
const USER_ACTS = ['pointerdown', 'keydown'] as const;

/**
 * A ref to an element (or antd's Input ref, whose `input` is the element) that takes the focus
 * once the dialog holding it is on the page, when `wanted`. antd's dialog attaches its content to
 * the page after mounting it, so neither React's autoFocus nor an effect alone would reach it.
 * It gives up once the user clicks or types, so it never pulls the focus from where they went.
 */
export function useFocusOnOpen<T extends HTMLElement | { input: HTMLElement | null }>(wanted: boolean | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!wanted) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      for (const act of USER_ACTS) document.removeEventListener(act, stop, true);
    };
    const attempt = () => {
      const current = ref.current;
      const element = current instanceof HTMLElement ? current : current?.input;
      if (element?.isConnected) {
        element.focus();
        return stop();
      }
      if (++tries < TRIES) timer = setTimeout(attempt, PAUSE_MS);
      else stop();
    };
    for (const act of USER_ACTS) document.addEventListener(act, stop, true);
    attempt();
    return stop;
    // once, on opening
  }, []);
  return ref;
}
