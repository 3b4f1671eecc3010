// What the journeys measure of a screen's accessibility: axe-core's serious and critical violations of
// WCAG 2.2 A and AA, and tap targets smaller than 24 × 24 CSS pixels (WCAG 2.2 2.5.8, Target Size
// (Minimum)), measured from the boxes of the interactive elements on screen.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core's serious and critical violations on the screen, one line each with the elements at fault. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 5)
        .map((node) => {
          // Contrast failures name their colours, which is what a fix needs.
          const data = node.any[0]?.data as {
            fgColor?: string;
            bgColor?: string;
            contrastRatio?: number;
          } | null;
          const colours = data?.fgColor ? ` ${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}` : '';
          return `${node.target.join(' ')}${colours}`;
        })
        .join(' | ');
      return `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${where}`;
    });
}

/** The smallest a tap target may be, either way, in CSS pixels. */
export const MIN_TARGET = 24;

/**
 * Every interactive element on screen smaller than 24 × 24 that the criterion's exceptions do not cover:
 * a smaller target passes when a 24-pixel circle centred on it reaches no other target nor another small
 * target's circle (spacing), or when it is a link inside a line of text (inline). One line each.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="radio"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const isShown = (element: Element, box: DOMRect) => {
      if (box.width < 2 || box.height < 2) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      // Off screen (a swiper's other slides, a page behind a popup) is no target for a finger now.
      if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth) return false;
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      return (
        top !== null && (element.contains(top) || top.contains(element) || top.closest('label') !== null)
      );
    };
    /** A link that is part of a sentence: its block has text of its own beside the link. */
    const isInline = (element: Element) => {
      if (element.tagName !== 'A') return false;
      const block = element.parentElement;
      if (!block || getComputedStyle(element).display !== 'inline') return false;
      const own = [...block.childNodes].filter((node) => node !== element && node.textContent?.trim());
      return own.length > 0;
    };
    const name = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? element.tagName;
      const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${label}"`;
    };
    const targets = [...document.querySelectorAll(selector)]
      // The outermost of nested targets is the one a finger meets (a button inside a link, a tab's label).
      .filter((element) => !element.parentElement?.closest(selector))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => isShown(element, box));
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - point.x, 0, point.x - box.right);
      const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
      return Math.hypot(dx, dy);
    };
    const isSmall = (box: DOMRect) => box.width < min - 0.5 || box.height < min - 0.5;
    const problems: string[] = [];
    for (const target of targets) {
      if (!isSmall(target.box) || isInline(target.element)) continue;
      const middle = centre(target.box);
      const crowded = targets.some((other) => {
        if (other === target) return false;
        if (isSmall(other.box)) {
          const there = centre(other.box);
          if (Math.hypot(there.x - middle.x, there.y - middle.y) < min) return true;
        }
        return distanceToBox(middle, other.box) < min / 2;
      });
      if (crowded) {
        const { width, height } = target.box;
        problems.push(`${name(target.element)} ${width.toFixed(0)}×${height.toFixed(0)}`);
      }
    }
    return problems;
  }, MIN_TARGET);
}
