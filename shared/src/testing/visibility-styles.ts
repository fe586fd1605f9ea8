/**
 * jsdom's getComputedStyle matches every rule of every style sheet against the element and each
 * ancestor it inherits from, and antd's CSS-in-JS injects about a thousand rules with long
 * selectors: that cascade was four fifths of the screens' test time. What the tests read from
 * computed styles is whether an element is shown and clickable (Testing Library's role queries and
 * accessible names, jest-dom's toBeVisible, user-event's pointer-events check), so before each call
 * the sheets lose the rules that set none of those properties. A closed dropdown antd hides by a
 * class stays hidden; a width or a colour from a class is not computed (inline styles still are).
 */
const DECIDES_VISIBILITY = new Set(['display', 'visibility', 'opacity', 'pointer-events', 'content-visibility']);

const pruned = new WeakSet<CSSStyleSheet>();

function decidesVisibility(rule: CSSRule): boolean {
  if (rule instanceof CSSMediaRule) {
    keepVisibilityRules(rule);
    return rule.cssRules.length > 0;
  }
  if (!(rule instanceof CSSStyleRule)) return false;
  for (let i = 0; i < rule.style.length; i++) if (DECIDES_VISIBILITY.has(rule.style[i])) return true;
  return false;
}

function keepVisibilityRules(list: CSSStyleSheet | CSSMediaRule): void {
  for (let i = list.cssRules.length - 1; i >= 0; i--) if (!decidesVisibility(list.cssRules[i])) list.deleteRule(i);
}

/** Drops, once per sheet, the rules that cannot change whether an element is visible or clickable. */
export function keepOnlyVisibilityRules(doc: Document): void {
  for (const sheet of Array.from(doc.styleSheets)) {
    if (pruned.has(sheet)) continue;
    keepVisibilityRules(sheet);
    pruned.add(sheet);
  }
}
